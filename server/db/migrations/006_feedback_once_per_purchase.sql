-- The receipt's feedback is asked once per purchase (issue 29 item 16): the main answer names the
-- agreement it was given for, and the sandbox keeps one answer per customer and agreement.
-- Null for answers not given for a purchase (and for rows stored before the widget said).
alter table feedback add column avtalenummer text;

create unique index feedback_once_per_purchase on feedback (kundenummer, avtalenummer)
  where avtalenummer is not null;
