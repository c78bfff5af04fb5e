import { and, eq, sql } from 'drizzle-orm';
import type { Leaderboard, LeaderboardQuery } from '@app/contract/game';
import {
  LEAGUE_CODES,
  LEAGUE_MESSAGES,
  type BarLeague,
  type BarLeagues,
  type CreateBarLeagueBody,
  type PatchBarLeagueBody,
} from '@app/contract/leagues';
import { queryRows, type Database, type Tx } from '../../db/client.ts';
import { bars, leagues } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { findPlayable } from '../game/play-reads.ts';
import type { LeagueBoards } from './league-board.ts';
import { newLeagueCode } from './league-codes.ts';
import type { MemberLeague } from './league-reads.ts';

type Db = Database | Tx;
type BarLeagueRow = {
  id: string;
  championship_id: string;
  championship_name: string;
  name: string;
  code: string;
  join_open: boolean;
  house_prize: string | null;
  member_count: number | string;
  time_zone: string;
  board_version: string;
  members_version: string;
};

/** A fresh code meets a taken one once in a trillion: a few tries always find a free one. */
const CODE_TRIES = 5;

const barLeagueNotFound = () => notFound(LEAGUE_MESSAGES.barLeagueNotFound, LEAGUE_CODES.barNotFound);

/** The bar's leagues in playable championships (one, or all of them), each with its size. */
async function barLeagueRows(db: Db, barId: string, leagueId?: string, lock = false): Promise<BarLeagueRow[]> {
  return queryRows<BarLeagueRow>(
    db,
    sql`
    select l.id, l.championship_id, c.name as championship_name, l.name, l.code, l.join_open, l.house_prize,
      c.time_zone, (select count(*) from league_members m where m.league_id = l.id) as member_count,
      coalesce(bv.version, 0)::text as board_version, coalesce(lv.version, 0)::text as members_version
    from leagues l
    join championships c on c.id = l.championship_id and c.published and c.archived_at is null
    left join board_versions bv on bv.championship_id = l.championship_id
    left join league_versions lv on lv.league_id = l.id
    where l.bar_id = ${barId} ${leagueId ? sql`and l.id = ${leagueId}` : sql``}
    order by lower(c.name), l.id
    ${lock ? sql`for update of l` : sql``}`,
  );
}

/** The league `leagueId` if it is `barId`'s, in a playable championship; 404 for any other, whoever's it is. */
async function barLeagueRow(db: Db, barId: string, leagueId: string, lock = false): Promise<BarLeagueRow> {
  const [row] = await barLeagueRows(db, barId, leagueId, lock);
  if (!row) throw barLeagueNotFound();
  return row;
}

const toBarLeague = (r: BarLeagueRow): BarLeague => ({
  id: r.id,
  championshipId: r.championship_id,
  championshipName: r.championship_name,
  name: r.name,
  code: r.code,
  joinOpen: r.join_open,
  housePrize: r.house_prize,
  memberCount: Number(r.member_count),
});

/**
 * A bar's leagues, for its owner and managers in the console: `barId` is always the
 * session's bar, never one the client names. The league's players, code and boards are a private
 * league's; the bar is no member and plays nothing, and its league has no player owner.
 */
export function barLeagueMethods(db: Database, clock: () => Date, leagueBoard: LeagueBoards) {
  return {
    async barList(barId: string): Promise<BarLeagues> {
      const [bar] = await db.select({ name: bars.name, slug: bars.slug }).from(bars).where(eq(bars.id, barId));
      if (!bar) throw barLeagueNotFound();
      const [rows, open] = await Promise.all([
        barLeagueRows(db, barId),
        queryRows<{ id: string; name: string }>(
          db,
          sql`
          select c.id, c.name from championships c
          where c.published and c.archived_at is null
            and not exists (select 1 from leagues l where l.championship_id = c.id and l.bar_id = ${barId})
          order by lower(c.name), c.id`,
        ),
      ]);
      return { barName: bar.name, barSlug: bar.slug, leagues: rows.map(toBarLeague), championships: open };
    },

    /** One league a bar per championship: the unique index decides between two creates at once. */
    async barCreate(barId: string, body: CreateBarLeagueBody): Promise<BarLeague> {
      return db.transaction(async (tx) => {
        await findPlayable(tx, body.championshipId, true);
        const [bar] = await tx.select({ name: bars.name }).from(bars).where(eq(bars.id, barId));
        if (!bar) throw barLeagueNotFound();
        // The bar's name may be longer than a league's: cut to the league's 40 characters (a bar
        // not yet named gives its league a plain name).
        const fromBar = [...bar.name.trim()].slice(0, 40).join('');
        const name = body.name ?? (fromBar.length >= 2 ? fromBar : 'Bar league');
        const [taken] = await tx
          .select({ id: leagues.id })
          .from(leagues)
          .where(and(eq(leagues.barId, barId), eq(leagues.championshipId, body.championshipId)));
        if (taken) throw conflict(LEAGUE_MESSAGES.barLeagueExists, LEAGUE_CODES.barExists);
        let id: string | undefined;
        for (let i = 0; i < CODE_TRIES && !id; i += 1) {
          const [row] = await tx
            .insert(leagues)
            .values({ championshipId: body.championshipId, name, code: newLeagueCode(), barId })
            .onConflictDoNothing()
            .returning({ id: leagues.id });
          id = row?.id;
          // Nothing written: either the code was taken, or another request made the bar's league first.
          if (!id) {
            const [made] = await tx
              .select({ id: leagues.id })
              .from(leagues)
              .where(and(eq(leagues.barId, barId), eq(leagues.championshipId, body.championshipId)));
            if (made) throw conflict(LEAGUE_MESSAGES.barLeagueExists, LEAGUE_CODES.barExists);
          }
        }
        if (!id) throw new Error('no free league code after several tries');
        return toBarLeague(await barLeagueRow(tx, barId, id));
      });
    },

    async barUpdate(barId: string, leagueId: string, body: PatchBarLeagueBody): Promise<BarLeague> {
      return db.transaction(async (tx) => {
        await barLeagueRow(tx, barId, leagueId, true);
        await tx
          .update(leagues)
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.housePrize !== undefined ? { housePrize: body.housePrize } : {}),
            ...(body.joinOpen !== undefined ? { joinOpen: body.joinOpen } : {}),
          })
          .where(eq(leagues.id, leagueId));
        return toBarLeague(await barLeagueRow(tx, barId, leagueId));
      });
    },

    /** The league's board as its players read it, for the bar: nicknames and places, no one's row marked. */
    async barBoard(barId: string, leagueId: string, query: LeaderboardQuery): Promise<Leaderboard> {
      const row = await barLeagueRow(db, barId, leagueId);
      const league: MemberLeague = {
        id: row.id,
        championship_id: row.championship_id,
        championship_name: row.championship_name,
        name: row.name,
        code: row.code,
        join_open: row.join_open,
        owner_id: null,
        time_zone: row.time_zone,
        bar_name: null,
        bar_slug: null,
        house_prize: row.house_prize,
        board_version: row.board_version,
        members_version: row.members_version,
      };
      return leagueBoard(league, query, null, clock());
    },
  };
}
