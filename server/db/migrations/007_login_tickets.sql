-- The sandbox login from another site (decision 0015). The login page's form, on the login's
-- site, stores a ticket and sends the browser to the app's origin with it; there the ticket is
-- exchanged once for a session, by the browser whose login state cookie hashes to `state_hash`.
-- A ticket counts once (the exchange deletes its row, on any instance sharing the database) and
-- lives two minutes. Only SHA-256 hashes of the ticket and the state are kept.
create table if not exists login_tickets (
  ticket_hash text primary key,
  state_hash text not null,
  kundenummer text not null references customers (kundenummer),
  distributor text not null,
  login_context text not null,
  goto text not null,
  expires_at timestamptz not null
);

create index if not exists login_tickets_expiry on login_tickets (expires_at);

-- The form's nonce (005) bound the login to a cookie of the frame's own origin, which a frame on
-- another site no longer gets; the state and the ticket do its work.
drop table if exists login_nonces;
