-- Where the customer left a saved offer (issue 26.6): the step the flow opens it on from another
-- tab, after a new login or a session timeout. An offer is first saved on the price page.
alter table offers add column sist_steg text not null default 'pris';
