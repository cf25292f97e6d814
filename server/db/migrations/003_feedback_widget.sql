-- The feedback widget's answers beyond the main one (SPEC §3 "Feedback widget answers", §4).

-- Whether the main answer was sent on purpose (Send) or because the customer left the page.
-- Null for rows stored before the widget said.
alter table feedback add column intentional_submit boolean;

-- The follow-up answers, one row per submission: the list as sent ({ name, type, label, value }).
-- No customer number: the answers are about the pages, not about the customer.
create table feedback_followups (
  id bigint generated always as identity primary key,
  product_code text not null,
  page text not null,
  answers jsonb not null check (jsonb_typeof(answers) = 'array'),
  created_at timestamptz not null default now()
);

-- Contact requests: only what the customer typed (e-mail, and the phone when it was asked for).
create table feedback_contacts (
  id bigint generated always as identity primary key,
  product_code text not null,
  page text not null,
  email text not null,
  phone text,
  created_at timestamptz not null default now()
);
