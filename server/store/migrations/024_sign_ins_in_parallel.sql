-- Several sign-ins in flight in one browser (two tabs, "See my options" tapped twice): the browser's
-- cookie names a handle its requests share, and each request is found by its own state, so finishing
-- one leaves the others usable.
ALTER TABLE sign_in_requests DROP CONSTRAINT sign_in_requests_pkey;
ALTER TABLE sign_in_requests ADD PRIMARY KEY (state);
CREATE INDEX sign_in_requests_by_handle ON sign_in_requests (handle_hash);
