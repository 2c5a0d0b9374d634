import { useRef, useState } from 'react';
import type { Race } from '../../../domain/types';
import type { FirstStepHandOver } from './first-step-hand-over';
import { loadVoteForm } from './load-vote-form';
import type { VoteForm } from './vote-form';
import { VoteFormFirstStep } from './vote-form-first-step';

// The form's code (its steps, the vote's submission, the sign-in) is a chunk of its own,
// fetched when the fan first reaches for a star rather than with the page: a race day's
// home and every archive race page stay within the first-load budget (issue 51), and the
// stars are there from the first paint either way. A star tapped before the code arrives
// is handed to the form, which picks it as if tapped there.
//
// The form takes over only between presses: replacing a button between its pointerdown and
// its click would swallow the click, so code that arrives mid-press waits for the click.

interface DeferredVoteFormProps {
  race: Pick<Race, 'id' | 'name'>;
  onVoted?: () => void;
}

/** A race's vote form inside its card's or page's voting section. */
export function DeferredVoteForm({ race, onVoted }: DeferredVoteFormProps) {
  const [Form, setForm] = useState<typeof VoteForm | null>(null);
  const [stars, setStars] = useState<number | null>(null);
  // The code could not be fetched after the fan picked a star (offline, the site away).
  const [unreachable, setUnreachable] = useState(false);
  // Read by the form as it mounts: a ref, so the hand-over never re-renders the page.
  const handOver = useRef<FirstStepHandOver>({ stars: null, focusedStar: null });
  const pressing = useRef(false);
  const arrived = useRef<typeof VoteForm | null>(null);

  const takeOver = () => {
    if (arrived.current && !pressing.current) setForm(() => arrived.current);
  };
  const reach = () => {
    setUnreachable(false);
    void loadVoteForm()
      .then((form) => {
        arrived.current = form;
        takeOver();
      })
      // The first step stays and the next reach asks again; a picked star says it could
      // not be sent, as the form says when the vote cannot be.
      .catch(() => setUnreachable(handOver.current.stars !== null));
  };

  if (Form)
    return <Form race={race} insideVotingSection onVoted={onVoted} handOver={handOver.current} />;
  return (
    <VoteFormFirstStep
      stars={stars}
      unreachable={unreachable}
      onReach={reach}
      onPick={(star) => {
        handOver.current.stars = star;
        setStars(star);
        // The click ends the press: code that arrived during it takes over now.
        pressing.current = false;
        if (arrived.current) takeOver();
        else reach();
      }}
      onFocusStar={(star) => {
        handOver.current.focusedStar = star;
      }}
      onPress={(down) => {
        pressing.current = down;
        if (!down) takeOver();
      }}
    />
  );
}
