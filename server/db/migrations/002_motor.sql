-- Vehicle register, express-price references and idempotent purchases (docs/sandbox.md).

-- The catalogue behind the model picker: one row per make/model/variant and the years it was
-- sold (til_aar null: still sold, up to next year).
create table vehicle_variants (
  merkekode text not null,
  merkenavn text not null,
  modellkode text not null,
  modellnavn text not null,
  variantkode text not null,
  variantnavn text not null,
  biltype text not null check (biltype in ('BIL', 'BOBIL')),
  kjoretoygruppe text not null,
  verdigruppe integer not null check (verdigruppe between 1 and 12),
  fra_aar integer not null,
  til_aar integer,
  primary key (merkekode, modellkode, variantkode)
);

-- The vehicle register (synthetic): reserved test vehicles and a generated fleet.
create table vehicles (
  registreringsnummer text primary key check (registreringsnummer ~ '^[A-Z]{2}[0-9]{5}$'),
  merkekode text not null,
  modellkode text not null,
  variantkode text not null,
  modellaar integer not null,
  registreringsaar integer not null,
  chassisnummer text not null,
  status text not null default 'REGISTRERT',
  -- A block the register holds: 'finnes' or 'begrenset' (SPEC §8).
  sperre text,
  transaksjonstype text,
  garantieier text,
  leasingselskap_id text,
  eier_kundenummer text references customers (kundenummer),
  reservert boolean not null default false,
  foreign key (merkekode, modellkode, variantkode)
    references vehicle_variants (merkekode, modellkode, variantkode)
);
create index vehicles_eier_kundenummer on vehicles (eier_kundenummer);

-- Express-price references (ekspresspris/{prisreferanse}), e.g. from a price-comparison portal.
create table price_references (
  prisreferanse text primary key check (length(prisreferanse) = 20),
  registreringsnummer text not null,
  bonuskode text not null,
  ung_foerer boolean not null,
  pant boolean not null,
  kjorelengdekode text not null
);

-- An agreement is active or a storage insurance (lagringsforsikring); one per vehicle.
alter table agreements add column status text not null default 'AKTIV';
create unique index agreements_one_per_vehicle on agreements (registreringsnummer);

-- New offer and agreement numbers: 8 digits from here plus a mod-11 check digit.
create sequence avtalenummer_seq start with 70000001;

-- One purchase per idempotency key and customer (IETF idempotency-key draft). The purchase's
-- transaction claims the key first (response still null) and stores the response before it
-- commits, so a concurrent duplicate waits on the key and then reads the stored response.
create table purchase_requests (
  kundenummer text not null references customers (kundenummer),
  idempotency_key text not null,
  request_hash text not null,
  avtalenummer text not null,
  -- The response body exactly as first sent (text, so a replay is byte for byte the same).
  response text,
  created_at timestamptz not null default now(),
  primary key (kundenummer, idempotency_key)
);
