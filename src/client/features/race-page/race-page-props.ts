import type { ReactNode } from 'react';
import type { Race } from '../../../domain/types';

/**
 * The vote form for a race that takes votes: the app hands it in (it is another feature).
 * `onVoted`, when given, is to be told once the fan's vote is stored: a race of the archive
 * is on no live feed, so its page reads its tally again itself.
 */
export type RenderVoteForm = (race: Race, onVoted?: () => void) => ReactNode;
