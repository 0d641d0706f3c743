-- An institution's time zone (an IANA name): its exam times are shown, entered and written in it.
ALTER TABLE "offices" ADD COLUMN "time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL;
