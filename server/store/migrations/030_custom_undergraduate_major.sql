-- Spec §3 Education record customUndergraduateMajorName: a major the applicant typed because the list
-- lacks it. Stored instead of a listed major (undergraduate_major_id and _name stay NULL then).
ALTER TABLE educations ADD COLUMN custom_undergraduate_major_name TEXT;
