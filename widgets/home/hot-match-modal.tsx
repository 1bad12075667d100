// The hot-match modal: league, kick-off time, both teams with their badges, and a button to bet on the match.
import { Dialog } from '../ui/dialog.tsx';
import { Button } from '../ui/button.tsx';
import { matchTime } from '../ui/dates.ts';
import type { Notices } from './notices.ts';

export type HotMatch = NonNullable<Notices['hot']>[number];

/** A team badge that hides itself when the image fails. */
export function TeamBadge({ src, size }: { src?: string; size: number }) {
  if (!src) return <span className="w-hot-badge" style={{ width: size, height: size }} aria-hidden="true" />;
  return (
    <img
      className="w-hot-badge"
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={(e) => {
        e.currentTarget.style.visibility = 'hidden';
      }}
    />
  );
}

/** The modal for one match; `onBet` launches the match's game. */
export function HotMatchModal({
  match,
  onClose,
  onBet,
  t,
}: {
  match: HotMatch | null;
  onClose: () => void;
  onBet: (m: HotMatch) => void;
  t: (k: string, p?: unknown[]) => string;
}) {
  if (!match) return null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={match.league || t('home_hot_match')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('home_close')}
          </Button>
          <Button onClick={() => onBet(match)}>{t('home_bet_now')}</Button>
        </>
      }
    >
      <div className="w-hot-modal">
        <p className="w-hot-modal-time">{matchTime(match.matchTime)}</p>
        <div className="w-hot-modal-teams">
          <div className="w-hot-modal-team">
            <TeamBadge src={match.homeTeamImageUrl} size={64} />
            <span>{match.homeTeam}</span>
          </div>
          <span className="w-hot-modal-vs" role="img" aria-label={t('home_versus')}>
            VS
          </span>
          <div className="w-hot-modal-team">
            <TeamBadge src={match.awayTeamImageUrl} size={64} />
            <span>{match.awayTeam}</span>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
