/**
 * `npm run feed:replay`: a stand-in for football-data.org v4 on a local port, serving the recorded
 * season of packages/feed-replay/recordings with its kick-offs moved to the days around now,
 * and playing its story one step at a time (decision 050). Point the server at it:
 *
 *   npm run feed:replay                       # http://127.0.0.1:4010, a step every 2 minutes
 *   FOOTBALL_DATA_URL=http://127.0.0.1:4010 FEED_CREST_ORIGINS=http://127.0.0.1:4010 FOOTBALL_DATA_TOKEN=replay-token FEED_COMPETITIONS=PL,CL npm start
 *
 * Options: --port N, --step-seconds N (0: only on `curl -X POST http://127.0.0.1:4010/replay/next`).
 */
import { parseArgs } from 'node:util';
import { recordedStory, recordedSeason, startReplayServer, type ReplayServer } from '@app/feed-replay/replay-server';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4010' }, 'step-seconds': { type: 'string', default: '120' } },
});
const port = Number(values.port);
const stepSeconds = Number(values['step-seconds']);
const story = recordedStory();
// The recorded season is moved so that its "today" is today: past matches are played, the next ones to come.
const today = new Date();
const shift = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - Date.parse(story.recordedAt);
const isoSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');

let next = 0;
let replay: ReplayServer | null = null;
function step(): string {
  const scene = story.steps[next];
  if (!scene || !replay) return 'The story is over: the season stays as it is now.';
  next += 1;
  const match = replay.match(scene.competition, scene.match);
  if (scene.moveHours) match.utcDate = isoSeconds(Date.parse(match.utcDate) + scene.moveHours * 3_600_000);
  if (scene.kickOffNow) match.utcDate = isoSeconds(Date.now() - 20 * 60_000);
  Object.assign(match, scene.set ?? {});
  match.lastUpdated = isoSeconds(Date.now());
  const said = `Step ${next}/${story.steps.length}: ${scene.say}`;
  process.stdout.write(`${said}\n`);
  return said;
}

replay = await startReplayServer({ season: recordedSeason(shift), port, nextStep: step });
const say = (line: string) => process.stdout.write(`${line}\n`);
say(`football-data.org v4 replay on ${replay.url} (competitions ${Object.keys(replay.season).join(', ')}; any token)`);
say(
  `Run the server with FOOTBALL_DATA_URL=${replay.url} FEED_CREST_ORIGINS=${replay.url} FOOTBALL_DATA_TOKEN=replay-token FEED_COMPETITIONS=PL,CL`,
);
say(
  stepSeconds > 0
    ? `A story step every ${stepSeconds} s, or now with: curl -X POST ${replay.url}/replay/next`
    : `Story steps with: curl -X POST ${replay.url}/replay/next`,
);
const timer = stepSeconds > 0 ? setInterval(step, stepSeconds * 1000) : null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (timer) clearInterval(timer);
    void replay?.close().then(() => process.exit(0));
  });
}
