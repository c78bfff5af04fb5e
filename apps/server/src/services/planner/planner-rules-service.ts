import { and, asc, eq, ilike } from 'drizzle-orm';
import type { CreateRuleBody, PlannerRule, RuleKind, RuleTarget } from '@app/contract/planner';
import { PLANNER_MESSAGES } from '@app/contract/planner';
import type { Database } from '../../db/client.ts';
import { barRules, competitions, teams } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';

/** A bar's rules with the names of their teams and competitions. */
export async function selectRules(db: Database, barId: string) {
  return db
    .select({
      id: barRules.id,
      kind: barRules.kind,
      teamId: barRules.teamId,
      competitionId: barRules.competitionId,
      teamName: teams.name,
      competitionName: competitions.name,
      onlyInOpeningHours: barRules.onlyInOpeningHours,
      createdAt: barRules.createdAt,
    })
    .from(barRules)
    .leftJoin(teams, eq(teams.id, barRules.teamId))
    .leftJoin(competitions, eq(competitions.id, barRules.competitionId))
    .where(eq(barRules.barId, barId))
    .orderBy(asc(barRules.createdAt), asc(barRules.id));
}
export type RuleRow = Awaited<ReturnType<typeof selectRules>>[number];

function toPlannerRule(r: RuleRow): PlannerRule {
  return {
    id: r.id,
    kind: r.kind,
    targetId: (r.kind === 'team' ? r.teamId : r.competitionId) ?? '',
    name: (r.kind === 'team' ? r.teamName : r.competitionName) ?? '',
    onlyInOpeningHours: r.onlyInOpeningHours,
    createdAt: r.createdAt.toISOString(),
  };
}

export function createPlannerRulesService(db: Database) {
  async function one(barId: string, id: string): Promise<PlannerRule> {
    const found = (await selectRules(db, barId)).find((r) => r.id === id);
    if (!found) throw notFound(PLANNER_MESSAGES.ruleNotFound, 'planner.RULE_NOT_FOUND');
    return toPlannerRule(found);
  }

  return {
    async list(barId: string): Promise<PlannerRule[]> {
      return (await selectRules(db, barId)).map(toPlannerRule);
    },

    async create(barId: string, body: CreateRuleBody): Promise<PlannerRule> {
      const id = await db.transaction(async (tx) => {
        const target =
          body.kind === 'team'
            ? await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, body.targetId)).limit(1)
            : await tx
                .select({ id: competitions.id })
                .from(competitions)
                .where(eq(competitions.id, body.targetId))
                .limit(1);
        if (target.length === 0) {
          throw body.kind === 'team'
            ? notFound(PLANNER_MESSAGES.teamNotFound, 'planner.TEAM_NOT_FOUND')
            : notFound(PLANNER_MESSAGES.competitionNotFound, 'planner.COMPETITION_NOT_FOUND');
        }
        try {
          const [row] = await tx
            .insert(barRules)
            .values({
              barId,
              kind: body.kind,
              teamId: body.kind === 'team' ? body.targetId : null,
              competitionId: body.kind === 'competition' ? body.targetId : null,
              onlyInOpeningHours: body.onlyInOpeningHours ?? false,
            })
            .returning({ id: barRules.id });
          return row!.id;
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(PLANNER_MESSAGES.ruleExists, 'planner.RULE_EXISTS');
          throw error;
        }
      });
      return one(barId, id);
    },

    async update(barId: string, id: string, onlyInOpeningHours: boolean): Promise<PlannerRule> {
      const updated = await db.transaction((tx) =>
        tx
          .update(barRules)
          .set({ onlyInOpeningHours })
          .where(and(eq(barRules.id, id), eq(barRules.barId, barId)))
          .returning({ id: barRules.id }),
      );
      if (updated.length === 0) throw notFound(PLANNER_MESSAGES.ruleNotFound, 'planner.RULE_NOT_FOUND');
      return one(barId, id);
    },

    async remove(barId: string, id: string): Promise<void> {
      const deleted = await db.transaction((tx) =>
        tx
          .delete(barRules)
          .where(and(eq(barRules.id, id), eq(barRules.barId, barId)))
          .returning({ id: barRules.id }),
      );
      if (deleted.length === 0) throw notFound(PLANNER_MESSAGES.ruleNotFound, 'planner.RULE_NOT_FOUND');
    },

    /** The rule dialog's picker: teams or active competitions whose name contains the text, alphabetically. */
    async searchTargets(kind: RuleKind, query: string): Promise<RuleTarget[]> {
      if (kind === 'team') {
        return db
          .select({ id: teams.id, name: teams.name, emblemUrl: teams.emblemUrl })
          .from(teams)
          .where(ilike(teams.name, containsPattern(query)))
          .orderBy(asc(teams.name))
          .limit(20);
      }
      const rows = await db
        .select({ id: competitions.id, name: competitions.name })
        .from(competitions)
        .where(and(eq(competitions.active, true), ilike(competitions.name, containsPattern(query))))
        .orderBy(asc(competitions.position), asc(competitions.name))
        .limit(50);
      return rows.map((r) => ({ ...r, emblemUrl: '' }));
    },
  };
}
export type PlannerRulesService = ReturnType<typeof createPlannerRulesService>;
