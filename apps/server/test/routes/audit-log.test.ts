import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { AuditEntry, AuditPage } from '@app/contract/audit';
import { auditContext } from '../../src/db/audit-context.ts';
import { queryRows } from '../../src/db/client.ts';
import { auditLog, bars, matches, passwordResets, refreshTokens, users, winners } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { inviteToTeam, linkTokenFor, MEMBER_PASSWORD, setPassword } from '../helpers/team-fixtures.ts';
import { insertChampionship, insertWinner } from '../helpers/winners-fixtures.ts';
import { signUpOwner } from '../helpers/console-matches-fixtures.ts';
import { signUpOwner as signUpOwnerWith } from '../helpers/signup-fixtures.ts';

describe('audit log', () => {
  let t: TestApp;
  let admin: LoginRecord;
  let owner: LoginRecord;
  const rowsWhere = (where: ReturnType<typeof eq>) => t.db.select().from(auditLog).where(where).orderBy(auditLog.id);
  const page = async (query: string, as = admin) => {
    const res = await t.request({ method: 'GET', url: `/api/audit-log?${query}`, as });
    expect(res.statusCode).toBe(200);
    return res.json<AuditPage>();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    [admin, owner] = await Promise.all([t.signIn('admin@example.com'), t.signIn('owner@example.com')]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a seeded database has no entries: only writes made for a signed-in person are recorded', async () => {
    expect(await t.db.select().from(auditLog)).toEqual([]);
  });

  it('every table the issue lists has its trigger, filed under the record it belongs to; a new table without one fails here', async () => {
    const triggers = await queryRows<{ table: string; def: string }>(
      t.db,
      sql`
      select c.relname as table, pg_get_triggerdef(tg.oid) as def
      from pg_trigger tg join pg_class c on c.oid = tg.tgrelid join pg_namespace n on n.oid = c.relnamespace
      join pg_proc p on p.oid = tg.tgfoid
      where n.nspname = 'public' and p.proname = 'audit_row' and not tg.tgisinternal`,
    );
    const kindOf = Object.fromEntries(
      triggers.map((r) => [r.table, /audit_row\('[a-z_]+', '([a-z_]+)'\)/.exec(r.def)?.[1]]),
    );
    // Bars and their status, matches, labels (and their links), championships with prizes and questions,
    // winners and redemptions, accounts (role, active, password changes), the bar's team.
    expect(kindOf).toMatchObject({
      bars: 'bar',
      bar_status_changes: 'bar',
      bar_label_links: 'bar',
      bar_broadcasts: 'bar',
      bookings: 'bar',
      bar_labels: 'bar_label',
      matches: 'match',
      match_label_links: 'match',
      match_labels: 'match_label',
      championships: 'championship',
      prizes: 'championship',
      questions: 'championship',
      championship_matches: 'championship',
      winners: 'winner',
      users: 'user',
      bar_members: 'bar_member',
      feed_ignored_matches: 'feed_match',
      team_duplicate_candidates: 'team',
      leagues: 'league',
    });
    // Every write of a trigger is AFTER … FOR EACH ROW on insert, update and delete.
    for (const { table, def } of triggers)
      expect(def, table).toMatch(/AFTER INSERT OR (DELETE OR UPDATE|UPDATE OR DELETE) ON .* FOR EACH ROW/);
    const tables = await queryRows<{ name: string }>(
      t.db,
      sql`select tablename as name from pg_tables where schemaname = 'public'`,
    );
    // Secrets, counters, images, the log itself, inboxes whose cause is audited, the feed's job
    // leases (the feed writes outside requests; decision 050), the game's plays and boards, their blocks of
    // players in ranking order included (a re-score would write a row per player; decisions 051, 103), its
    // scoring jobs (their cause is audited; decision 063)
    // and its boards' versions (a counter moved with them; decision 069); a page's visitors and their salts; a
    // player's reminder days (the mail they caused is the record); a league's players (their own joins and leaves);
    // a fan's "I'm going" (their own choice, as a follow).
    const notAudited = [
      'audit_log',
      'password_resets',
      'password_reset_requests',
      'refresh_tokens',
      'rate_limits',
      'media',
      'mail_outbox',
      'notices',
      'feed_jobs',
      'predictions',
      'question_answers',
      'standings',
      'board_blocks',
      'scoring_jobs',
      'email_confirmations',
      'match_page_views',
      'match_page_view_areas',
      'match_page_visitors',
      'page_view_salts',
      'team_follows',
      'match_public_bars',
      'board_versions',
      'prediction_reminders',
      'league_members',
      'league_versions',
      'match_goers',
    ];
    expect(
      tables
        .map((r) => r.name)
        .filter((name) => !kindOf[name])
        .sort(),
    ).toEqual([...notAudited].sort());
  });

  it("an admin's write records who, when, the route, the entity and only the changed fields before and after", async () => {
    const [bar] = await t.db.select().from(bars).where(eq(bars.starred, false)).limit(1);
    const res = await t.request({
      method: 'PUT',
      url: '/api/bar/update-starred',
      payload: { barIds: [bar!.id], status: true },
      as: admin,
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await rowsWhere(eq(auditLog.entityId, bar!.id));
    expect(entry).toMatchObject({
      actorId: admin.userId,
      action: 'PUT /api/bar/update-starred',
      operation: 'update',
      entityKind: 'bar',
      entityId: bar!.id,
      before: { starred: false },
      after: { starred: true },
    });
    expect(Object.keys(entry!.before!).sort()).toEqual(expect.arrayContaining(['starred']));
    expect(Object.keys(entry!.before!)).not.toContain('name');
  });

  it('a write made outside an explicit transaction is recorded too (a QR redemption by a scanner, a broadcast switch by the owner)', async () => {
    const scanner = await inviteToTeam(t, owner, 'audit.scanner@example.com', 'scanner');
    const fixture = await insertChampionship(t.db, { name: 'Audit Cup' });
    const code = await insertWinner(t.db, fixture.championship.id, fixture.prizes[0]!.id);
    expect(await rowsWhere(eq(auditLog.entityId, code))).toEqual([]);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/challenge-winners/verify',
          payload: { challengeWinnerId: code },
          as: scanner,
        })
      ).statusCode,
    ).toBe(200);
    const [redeemed] = await rowsWhere(eq(auditLog.entityId, code));
    expect(redeemed).toMatchObject({
      actorId: scanner.userId,
      entityKind: 'winner',
      operation: 'update',
      action: 'POST /api/challenge-winners/verify',
    });
    expect(redeemed!.after).toMatchObject({ redeemed_by: scanner.userId, redeemed_bar_id: owner.barId });

    const [match] = await t.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(isNull(matches.trashedAt), gt(matches.scheduledDate, new Date())))
      .limit(1);
    const off = await t.request({
      method: 'POST',
      url: '/api/bars/change-broadcast-status',
      payload: { matchId: match!.id, status: false },
      as: owner,
    });
    expect(off.statusCode, off.body).toBe(200);
    const on = await t.request({
      method: 'POST',
      url: '/api/bars/change-broadcast-status',
      payload: { matchId: match!.id, status: true },
      as: owner,
    });
    expect(on.statusCode, on.body).toBe(200);
    const broadcast = (await rowsWhere(eq(auditLog.actorId, owner.userId))).filter(
      (e) => e.action === 'POST /api/bars/change-broadcast-status' && e.operation === 'insert',
    );
    expect(broadcast.at(-1)).toMatchObject({
      entityKind: 'bar',
      entityId: owner.barId,
      after: { bar_id: owner.barId, match_id: match!.id },
    });
  });

  it('GET /api/audit-log writes each entry in words: who did what to which named thing, ids kept in the detail', async () => {
    const [bar] = await t.db.select({ id: bars.id, name: bars.name }).from(bars).where(eq(bars.id, owner.barId!));
    // A coming match the bar does not show yet (the demo bar shows some, picked by the day).
    const [match] = await t.db
      .select({ id: matches.id, headline: matches.headline })
      .from(matches)
      .where(
        and(
          isNull(matches.trashedAt),
          gt(matches.scheduledDate, new Date()),
          sql`not exists (select 1 from bar_broadcasts b where b.match_id = ${matches.id} and b.bar_id = ${owner.barId})`,
        ),
      )
      .orderBy(matches.scheduledDate)
      .offset(3)
      .limit(1);
    for (const status of [true, false]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/bars/change-broadcast-status',
        payload: { matchId: match!.id, status },
        as: owner,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const { items } = await page(`actorId=${owner.userId}&entityKind=bar&entityId=${owner.barId}&limit=10`);
    const [off, on] = items.filter((e) => e.after?.['match_id'] === match!.id || e.before?.['match_id'] === match!.id);
    expect(on!.summary).toEqual({ what: 'broadcastOn', name: bar!.name, match: match!.headline, label: null });
    expect(off!.summary).toEqual({ what: 'broadcastOff', name: bar!.name, match: match!.headline, label: null });
    expect(on!.actor?.nickname).toBe('Olivia Owner');
    expect(on!.entityId).toBe(owner.barId);
    expect(on!.after).toMatchObject({ match_id: match!.id });

    // A thing since deleted keeps the name its row had.
    const label = await t.request({
      method: 'PUT',
      url: '/api/bar/labels',
      payload: { label: { name: 'Gone Soon' } },
      as: admin,
    });
    expect(label.statusCode, label.body).toBeLessThan(300);
    const [created] = (await rowsWhere(eq(auditLog.entityKind, 'bar_label'))).filter(
      (e) => e.after?.['name'] === 'Gone Soon',
    );
    const labelId = created!.entityId;
    const deleted = await t.request({ method: 'PUT', url: '/api/bar/labels/delete', payload: { labelId }, as: admin });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const gone = await page(`entityKind=bar_label&entityId=${labelId}`);
    expect(gone.items.map((e) => e.summary)).toEqual([
      { what: 'deleted', name: 'Gone Soon', match: null, label: null },
      { what: 'created', name: 'Gone Soon', match: null, label: null },
    ]);
  });

  it("names a redemption's winner, place, championship and bar, and a review move's status and reason", async () => {
    const scanner = await inviteToTeam(t, owner, 'audit.words.scanner@example.com', 'scanner');
    const fixture = await insertChampionship(t.db, { name: 'Premier League Predictor' });
    const code = await insertWinner(t.db, fixture.championship.id, fixture.prizes[0]!.id, 2);
    await t.db.update(winners).set({ name: 'Lucas Smith' }).where(eq(winners.id, code));
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/challenge-winners/verify',
          payload: { challengeWinnerId: code },
          as: scanner,
        })
      ).statusCode,
    ).toBe(200);
    const [bar] = await t.db.select({ name: bars.name }).from(bars).where(eq(bars.id, owner.barId!));
    const redeemed = await page(`entityKind=winner&entityId=${code}`);
    expect(redeemed.items.map((e) => e.summary)).toEqual([
      {
        what: 'prizeRedeemed',
        name: 'Lucas Smith',
        match: null,
        label: null,
        place: 2,
        championship: 'Premier League Predictor',
        bar: bar!.name,
      },
    ]);

    const newcomer = await signUpOwner(t, 'audit.words.newcomer@example.com');
    await t.db.update(bars).set({ name: 'The Golden Lounge' }).where(eq(bars.id, newcomer.barId!));
    const reject = await t.request({
      method: 'PUT',
      url: '/api/bar/update-status',
      payload: { barIds: [newcomer.barId], status: 'rejected', reason: 'No photos of the screens.' },
      as: admin,
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const review = (await page(`actorId=${admin.userId}&entityKind=bar&entityId=${newcomer.barId}`)).items.find(
      (e) => e.summary.what === 'statusChanged',
    );
    expect(review?.summary).toEqual({
      what: 'statusChanged',
      name: 'The Golden Lounge',
      match: null,
      label: 'rejected',
      reason: 'No photos of the screens.',
    });
  });

  it('a language change is a preference: left out of the log unless asked for', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: '/api/authentication/me',
      payload: { language: 'fr' },
      as: owner,
    });
    expect(res.statusCode, res.body).toBe(200);
    const recorded = (await rowsWhere(eq(auditLog.actorId, owner.userId))).filter(
      (e) => e.action === 'PATCH /api/authentication/me',
    );
    expect(recorded).toHaveLength(1);
    const id = recorded[0]!.id.toString();
    expect((await page(`actorId=${owner.userId}&limit=200`)).items.map((e) => e.id)).not.toContain(id);
    const asked = await page(`actorId=${owner.userId}&limit=200&preferences=true`);
    expect(asked.items.find((e) => e.id === id)?.summary).toEqual({
      what: 'languageChanged',
      name: 'Olivia Owner',
      match: null,
      label: null,
    });
    expect((await t.request({ method: 'GET', url: '/api/audit-log?preferences=maybe', as: admin })).statusCode).toBe(
      400,
    );

    // The theme and the layout are preferences too.
    const theme = await t.request({
      method: 'PATCH',
      url: '/api/authentication/me',
      payload: { theme: 'dark', layout: 'framed' },
      as: owner,
    });
    expect(theme.statusCode, theme.body).toBe(200);
    const [themed] = (await rowsWhere(eq(auditLog.actorId, owner.userId)))
      .filter((e) => e.action === 'PATCH /api/authentication/me')
      .slice(-1);
    expect((await page(`actorId=${owner.userId}&limit=200`)).items.map((e) => e.id)).not.toContain(
      themed!.id.toString(),
    );
    const shown = (await page(`actorId=${owner.userId}&limit=200&preferences=true`)).items.find(
      (e) => e.id === themed!.id.toString(),
    );
    expect(shown?.summary.what).toBe('preferencesChanged');
  });

  it("entries are written in the write's transaction: a transaction that fails after its first statement leaves none", async () => {
    const actor = () => ({ id: admin.userId, action: 'TEST rollback' });
    await expect(
      auditContext.run({ actor }, () =>
        t.db.transaction(async (tx) => {
          await tx.update(users).set({ nickname: 'Rolled Back' }).where(eq(users.id, admin.userId));
          await tx.execute(sql`select 1 / 0`);
        }),
      ),
    ).rejects.toThrow();
    expect(await rowsWhere(eq(auditLog.action, 'TEST rollback'))).toEqual([]);
    expect((await t.db.select().from(users).where(eq(users.id, admin.userId)))[0]!.nickname).toBe('Alex Admin');
    // The same transaction without the failure writes its entry: the check above can fail.
    await auditContext.run({ actor }, () =>
      t.db.transaction(async (tx) => {
        await tx.update(users).set({ nickname: 'Alex A.' }).where(eq(users.id, admin.userId));
      }),
    );
    expect(await rowsWhere(eq(auditLog.action, 'TEST rollback'))).toHaveLength(1);
    await t.db.update(users).set({ nickname: 'Alex Admin' }).where(eq(users.id, admin.userId));
  });

  it('no entry holds a password, a password hash or a token: sign-up, password change, reset and invitation', async () => {
    const password = 'Secret-signup-1';
    const created = await signUpOwnerWith(t, { email: 'audit.owner@example.com', password, username: 'Audit Owner' });
    const changed = 'Secret-change-2';
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/users/change-password',
          payload: { oldPassword: password, password: changed },
          as: created,
        })
      ).statusCode,
    ).toBe(200);
    await t.request({
      method: 'POST',
      url: '/api/authentication/forgot-password',
      payload: { email: 'audit.owner@example.com' },
    });
    const reset = await linkTokenFor(t, 'audit.owner@example.com');
    const resetTo = 'Secret-reset-3';
    expect((await setPassword(t, reset.token, resetTo)).statusCode).toBe(200);
    const invited = await t.request({
      method: 'POST',
      url: '/api/users',
      payload: { email: 'audit.staff@example.com', nickname: 'Audit Staff', role: 'staff' },
      as: admin,
    });
    expect(invited.statusCode).toBe(201);
    const invitation = await linkTokenFor(t, 'audit.staff@example.com');
    expect((await setPassword(t, invitation.token)).statusCode).toBe(200);
    const session = await t.signIn('audit.staff@example.com', MEMBER_PASSWORD);

    const entries = await t.db.select().from(auditLog);
    const text = JSON.stringify(entries);
    // Each of those steps left an entry (so the scan below looks at them).
    const ownerEntries = entries.filter((e) => e.actorId === created.userId);
    expect(ownerEntries.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'POST /api/authentication/signup',
        'POST /api/users/change-password',
        'POST /api/authentication/reset-password',
      ]),
    );
    expect(entries.some((e) => e.action === 'POST /api/users' && e.entityKind === 'user')).toBe(true);
    const secrets = [
      password,
      changed,
      resetTo,
      MEMBER_PASSWORD,
      reset.token,
      invitation.token,
      created.accessToken,
      created.refreshToken,
      session.refreshToken,
    ];
    const hashes = await queryRows<{ h: string }>(
      t.db,
      sql`
      select password_hash as h from users where password_hash is not null
      union all select token_hash from password_resets union all select token_hash from refresh_tokens
      union all select token_hash from email_confirmations`,
    );
    expect(hashes.length).toBeGreaterThan(5);
    for (const secret of [...secrets, ...hashes.map((r) => r.h)]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/argon2|password_hash|token_hash/);
    expect(await t.db.select().from(passwordResets).limit(1)).toHaveLength(1);
    expect(await t.db.select().from(refreshTokens).limit(1)).toHaveLength(1);
  });

  it('GET /api/audit-log: newest first, filters by person, entity and dates, keyset pages without gaps or repeats', async () => {
    const all: AuditEntry[] = [];
    let cursor: string | null = null;
    do {
      // With the preferences (the language change above): every entry of the table.
      const next: AuditPage = await page(`limit=3&preferences=true${cursor ? `&cursor=${cursor}` : ''}`);
      all.push(...next.items);
      cursor = next.nextCursor;
    } while (cursor);
    const ids = all.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe((await t.db.select().from(auditLog)).length);
    expect(all[0]!.actor).not.toBeNull();

    const byOwner = await page(`actorId=${owner.userId}&limit=200`);
    expect(byOwner.items.length).toBeGreaterThan(0);
    expect(byOwner.items.every((e) => e.actor?.id === owner.userId && e.actor.email === 'owner@example.com')).toBe(
      true,
    );
    const history = await page(`entityKind=bar&entityId=${owner.barId}&limit=200`);
    expect(history.items.length).toBeGreaterThan(0);
    expect(history.items.every((e) => e.entityKind === 'bar' && e.entityId === owner.barId)).toBe(true);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await page(`from=${encodeURIComponent(future)}`)).items).toEqual([]);
    expect((await page(`to=${encodeURIComponent(future)}&limit=200&preferences=true`)).items.length).toBe(
      Math.min(200, ids.length),
    );
  });

  it('refuses a bad cursor or filter with 400, everyone but admins with 403, and has no route that writes', async () => {
    for (const bad of [
      'cursor=abc',
      `cursor=${Buffer.from('a1:0').toString('base64url')}`,
      `cursor=${Buffer.from('a1:1 or 1=1').toString('base64url')}`,
      'entityKind=password',
      'from=yesterday',
      'limit=1000',
      'extra=1',
    ]) {
      const res = await t.request({ method: 'GET', url: `/api/audit-log?${bad}`, as: admin });
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await t.request({ method: 'GET', url: '/api/audit-log?cursor=abc', as: admin })).json()).toMatchObject({
      code: 'audit.BAD_CURSOR',
    });
    for (const email of ['staff@example.com', 'owner@example.com']) {
      expect((await t.request({ method: 'GET', url: '/api/audit-log', as: await t.signIn(email) })).statusCode).toBe(
        403,
      );
    }
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect((await t.request({ method, url: '/api/audit-log', payload: {}, as: admin })).statusCode).toBe(404);
      expect((await t.request({ method, url: '/api/audit-log/1', payload: {}, as: admin })).statusCode).toBe(404);
    }
  });
});
