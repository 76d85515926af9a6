// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clubschema.h"

using namespace Qt::StringLiterals;

namespace adj::club {

namespace {

// Version 1: clubs, their battles (one writer each: the SHA-256 of its laptop's key), the events
// as the tables sent them, and the functions that are the only way in.
QStringList version1()
{
    return {
        u"CREATE TABLE adjutant.clubs (name text PRIMARY KEY CHECK (length(name) BETWEEN 1 AND 200),"
        " created_at timestamptz NOT NULL DEFAULT now())"_s,
        u"CREATE TABLE adjutant.battles (id uuid PRIMARY KEY,"
        " club text NOT NULL REFERENCES adjutant.clubs(name),"
        " name text NOT NULL, ruleset text NOT NULL, writer text NOT NULL, writer_name text NOT NULL,"
        " origin text NOT NULL, last_seq bigint NOT NULL DEFAULT 0, standing jsonb NOT NULL DEFAULT '{}',"
        " joined_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now(),"
        " left_at timestamptz)"_s,
        u"CREATE INDEX battles_club ON adjutant.battles(club)"_s,
        u"CREATE TABLE adjutant.events (battle uuid NOT NULL REFERENCES adjutant.battles(id),"
        " seq bigint NOT NULL CHECK (seq >= 1), payload text NOT NULL, digest text NOT NULL,"
        " arrival bigserial NOT NULL, received_at timestamptz NOT NULL DEFAULT now(),"
        " PRIMARY KEY (battle, seq))"_s,
        // Joining: a new battle takes the caller as its writer; the writer may join again (after a
        // leave); anyone else is refused until a takeover.
        uR"(CREATE FUNCTION adjutant.join_battle(p_id uuid, p_club text, p_name text, p_ruleset text,
            p_key text, p_writer_name text, p_origin text) RETURNS bigint
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $f$
        DECLARE b adjutant.battles; k text := encode(sha256(convert_to(p_key, 'UTF8')), 'hex');
        BEGIN
            IF NOT EXISTS (SELECT 1 FROM adjutant.clubs WHERE name = p_club) THEN
                RAISE EXCEPTION 'adjutant:no-club' USING HINT = p_club;
            END IF;
            SELECT * INTO b FROM adjutant.battles WHERE id = p_id FOR UPDATE;
            IF NOT FOUND THEN
                INSERT INTO adjutant.battles (id, club, name, ruleset, writer, writer_name, origin)
                VALUES (p_id, p_club, p_name, p_ruleset, k, p_writer_name, p_origin);
                PERFORM pg_notify('adjutant_club', p_club);
                RETURN 0;
            END IF;
            IF b.club <> p_club THEN
                RAISE EXCEPTION 'adjutant:other-club' USING HINT = b.club;
            END IF;
            IF b.writer <> k THEN
                RAISE EXCEPTION 'adjutant:not-writer' USING HINT = b.writer_name;
            END IF;
            UPDATE adjutant.battles SET left_at = NULL, name = p_name, writer_name = p_writer_name
            WHERE id = p_id;
            PERFORM pg_notify('adjutant_club', p_club);
            RETURN b.last_seq;
        END $f$)"_s,
        // The events of one battle, in order, each once: an event already there with the same
        // digest is skipped (a resend), another digest at its number is refused, and so is a gap.
        uR"(CREATE FUNCTION adjutant.append_events(p_id uuid, p_key text, p_batch text, p_standing text)
            RETURNS bigint
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $f$
        DECLARE b adjutant.battles; e record; have text; last bigint;
        BEGIN
            SELECT * INTO b FROM adjutant.battles WHERE id = p_id FOR UPDATE;
            IF NOT FOUND THEN
                RAISE EXCEPTION 'adjutant:no-battle';
            END IF;
            IF b.writer <> encode(sha256(convert_to(p_key, 'UTF8')), 'hex') THEN
                RAISE EXCEPTION 'adjutant:not-writer' USING HINT = b.writer_name;
            END IF;
            last := b.last_seq;
            FOR e IN SELECT (x->>0)::bigint AS seq, x->>1 AS payload, x->>2 AS digest
                     FROM jsonb_array_elements(p_batch::jsonb) AS x LOOP
                IF encode(sha256(convert_to(e.payload, 'UTF8')), 'hex') <> e.digest THEN
                    RAISE EXCEPTION 'adjutant:digest' USING HINT = e.seq::text;
                END IF;
                IF e.seq <= last THEN
                    SELECT digest INTO have FROM adjutant.events WHERE battle = p_id AND seq = e.seq;
                    IF have IS DISTINCT FROM e.digest THEN
                        RAISE EXCEPTION 'adjutant:conflict' USING HINT = e.seq::text;
                    END IF;
                ELSIF e.seq = last + 1 THEN
                    INSERT INTO adjutant.events (battle, seq, payload, digest)
                    VALUES (p_id, e.seq, e.payload, e.digest);
                    last := e.seq;
                ELSE
                    RAISE EXCEPTION 'adjutant:gap' USING HINT = last::text;
                END IF;
            END LOOP;
            UPDATE adjutant.battles SET last_seq = last, updated_at = now(),
                standing = CASE WHEN p_standing = '' THEN standing ELSE p_standing::jsonb END
            WHERE id = p_id;
            PERFORM pg_notify('adjutant_club', b.club);
            RETURN last;
        END $f$)"_s,
        // The hand-over: the caller becomes the battle's writer; the laptop before it is refused.
        uR"(CREATE FUNCTION adjutant.take_over(p_id uuid, p_key text, p_writer_name text) RETURNS bigint
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $f$
        DECLARE last bigint;
        BEGIN
            UPDATE adjutant.battles SET writer = encode(sha256(convert_to(p_key, 'UTF8')), 'hex'),
                writer_name = p_writer_name, left_at = NULL
            WHERE id = p_id RETURNING last_seq INTO last;
            IF NOT FOUND THEN
                RAISE EXCEPTION 'adjutant:no-battle';
            END IF;
            RETURN last;
        END $f$)"_s,
        uR"(CREATE FUNCTION adjutant.leave_battle(p_id uuid, p_key text) RETURNS void
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $f$
        DECLARE c text;
        BEGIN
            UPDATE adjutant.battles SET left_at = now()
            WHERE id = p_id AND writer = encode(sha256(convert_to(p_key, 'UTF8')), 'hex')
            RETURNING club INTO c;
            IF NOT FOUND THEN
                RAISE EXCEPTION 'adjutant:not-writer';
            END IF;
            PERFORM pg_notify('adjutant_club', c);
        END $f$)"_s,
    };
}

} // namespace

QStringList serverSteps(int from)
{
    switch (from) {
    case 0:
        return version1();
    default:
        return {};
    }
}

QStringList serverGrants()
{
    return {
        u"REVOKE ALL ON ALL TABLES IN SCHEMA adjutant FROM PUBLIC"_s,
        u"REVOKE ALL ON ALL FUNCTIONS IN SCHEMA adjutant FROM PUBLIC"_s,
        u"GRANT USAGE ON SCHEMA adjutant TO adjutant_table, adjutant_board"_s,
        // The tables read what they need to pull a battle and to check the writer; they write only
        // through the functions.
        u"GRANT SELECT ON adjutant.meta, adjutant.clubs, adjutant.battles, adjutant.events TO adjutant_table"_s,
        u"GRANT EXECUTE ON FUNCTION adjutant.join_battle(uuid, text, text, text, text, text, text),"
        " adjutant.append_events(uuid, text, text, text), adjutant.take_over(uuid, text, text),"
        " adjutant.leave_battle(uuid, text) TO adjutant_table"_s,
        // The board reads the standings and nothing else: no event, no writer, no origin.
        u"GRANT SELECT ON adjutant.meta, adjutant.clubs TO adjutant_board"_s,
        u"GRANT SELECT (id, club, name, ruleset, last_seq, standing, updated_at, left_at)"
        " ON adjutant.battles TO adjutant_board"_s,
    };
}

} // namespace adj::club
