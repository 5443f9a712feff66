import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { agoLabelOf, formatDate, timeAgo, toMillis, type TimeInput } from '../../lib/format';

// A list cell for when something happened: how long ago (spec §9 helper one) in the interface language, the exact
// time in its tooltip; '—' without a time.
export function AgoTime({ time, now }: { time: TimeInput | null | undefined; now?: number }) {
  const { t } = useTranslation();
  if (time === null || time === undefined || time === '') return <>—</>;
  const label = agoLabelOf((key, options) => (options ? t(key, options) : t(key)));
  return (
    <Tooltip title={formatDate(time)}>
      <time dateTime={new Date(toMillis(time)).toISOString()} data-testid="ago-time" tabIndex={0}>
        {timeAgo(time, { label, ...(now === undefined ? {} : { now }) })}
      </time>
    </Tooltip>
  );
}
