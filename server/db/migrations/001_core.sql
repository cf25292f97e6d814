-- Customers of the sandbox insurer: synthetic test persons only (see README, test persons).
create table customers (
  kundenummer text primary key,
  persona text not null unique,
  fnr text not null unique,
  fornavn text not null,
  etternavn text not null,
  fodselsdato date not null,
  tracking_id text not null unique,
  uonsket boolean not null default false,
  lo_medlem boolean not null default false,
  bankkunde boolean not null default false,
  utenlandsk_bosted boolean not null default false,
  epost text not null,
  mobil text not null,
  betalingsfrekvens text not null default 'MAANEDLIG',
  cross_domain_consent text not null default 'UNANSWERED',
  marketing_consent text not null default 'UNANSWERED',
  rabatt_prosent integer not null default 0,
  -- Persona's position in the login page's list.
  sort_order integer not null default 0
);

create table sessions (
  id text primary key,
  kundenummer text not null references customers (kundenummer),
  distributor text not null,
  login_context text not null,
  xsrf_token text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_expires_at on sessions (expires_at);

create table consent_changes (
  id bigint generated always as identity primary key,
  kundenummer text not null references customers (kundenummer),
  cross_domain_consent text not null,
  marketing_consent text not null,
  changed_at timestamptz not null default now()
);

create table feedback (
  id bigint generated always as identity primary key,
  kundenummer text references customers (kundenummer),
  product_code text not null,
  page text not null,
  feedback_value integer not null,
  text text,
  created_at timestamptz not null default now()
);

-- Offers (tilbud) a customer has priced and saved; the purchase turns one into an agreement.
create table offers (
  avtalenummer text primary key,
  kundenummer text not null references customers (kundenummer),
  registreringsnummer text,
  produkt text not null default 'bil',
  beskrivelse text not null,
  data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index offers_kundenummer on offers (kundenummer);

create table agreements (
  avtalenummer text primary key,
  kundenummer text not null references customers (kundenummer),
  registreringsnummer text,
  produkt text not null default 'bil',
  beskrivelse text not null,
  data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index agreements_kundenummer on agreements (kundenummer);
create index agreements_registreringsnummer on agreements (registreringsnummer);
