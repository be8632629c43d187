import type { HouseholdCounts } from '#common/guest-list-api';
import { useT } from '../i18n/admin-i18n';

/** "12 households · 30 people · 1 link revoked": the guests counted one way, on the overview and the guest list (issue 37). */
export function HouseholdCountsLine({ counts }: { counts: HouseholdCounts }) {
  const { t } = useT();
  return (
    <p className="household-counts">
      {t('overview.households', { count: counts.households })} · {t('households.people', { count: counts.people })}
      {counts.revoked > 0 && <> · {t('overview.revoked', { count: counts.revoked })}</>}
    </p>
  );
}
