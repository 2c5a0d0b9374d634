import { join, relative } from 'node:path';
import { scoreBreakdown } from '../../domain/data-score/data-score';
import { ratingLabel } from '../../domain/voting/rating-labels';
import { scoreSession } from './score-race';
import { readSessionFiles } from './session-files';

// `npm run demo:data-score [DIR ...]`: scores OpenF1 session folders (by default the three
// fixture races) and prints each score with its reason and what every signal added. It
// reads files only; `npm run admin -- races:score` is what stores a score.

const FIXTURES = new URL('../../../fixtures/openf1/', import.meta.url).pathname;
const DEFAULT_DIRS = ['wet-chaos', 'safety-car-strategy', 'processional-dry'].map((name) =>
  join(FIXTURES, name),
);

const dirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_DIRS;
let failed = false;
for (const dir of dirs) {
  try {
    const result = scoreSession(readSessionFiles(dir));
    const parts = Object.entries(scoreBreakdown(result.signals))
      .map(([key, value]) => `${key} +${value.toFixed(2)}`)
      .join(', ');
    console.log(
      `${dir}\n  ${result.score.toFixed(1)} ${ratingLabel(result.score)} — ${result.reason}`,
    );
    console.log(`  ${parts}`);
    console.log(`  suggested factors: ${result.suggestedFactors.join(', ') || 'none'}`);
  } catch (error) {
    failed = true;
    console.error(`${relative(process.cwd(), dir) || dir}\n  refused: ${(error as Error).message}`);
  }
}
process.exit(failed ? 1 : 0);
