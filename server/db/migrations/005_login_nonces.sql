-- The sandbox login's nonces (issue 28: a nonce could be used again). The login page issues one;
-- a login consumes it by deleting its row, so it counts once on every instance sharing the
-- database. Only the SHA-256 of the nonce is kept.
create table if not exists login_nonces (
  nonce_hash text primary key,
  expires_at timestamptz not null
);

create index if not exists login_nonces_expiry on login_nonces (expires_at);
