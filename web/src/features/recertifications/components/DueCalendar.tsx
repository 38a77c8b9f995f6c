import { dateTimeFormat } from '@lar/contracts/intl-formats';
import type { RecertificationItem } from '@lar/contracts/recertifications';
import { ActionIcon, Group, Loader, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryLoadError } from '../../../components/ListLoadError.tsx';
import { INTL_LOCALES, toLanguage } from '../../../i18n/languages.ts';
import { formatDate } from '../../../lib/format.ts';
import { useDueInMonth } from '../api.ts';
import { addMonths, monthWeeks } from '../month.ts';
import { RECERTIFICATIONS_NS } from '../namespace.ts';
import classes from './DueCalendar.module.css';
import { DueDayList } from './DueDayList.tsx';

interface DueCalendarProps {
  propertyId: number | null;
  /** The management company a dashboard tile carries (decision 072). */
  companyId?: number | null;
  /** `YYYY-MM`. */
  month: string;
  onMonthChange(month: string): void;
}

/** Sunday to Saturday, in the UI language (any week that starts on a Sunday: 2025-06-01). */
function weekdayNames(locale: string) {
  const long = dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const short = dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(Date.UTC(2025, 5, 1 + i));
    return { long: long.format(date), short: short.format(date) };
  });
}

/**
 * A month of due dates: each day says how many households are due then, and a day's button lists
 * them with their next step. Every day with households is a button in the tab order.
 */
export function DueCalendar({ propertyId, companyId = null, month, onMonthChange }: DueCalendarProps) {
  const { t, i18n } = useTranslation(RECERTIFICATIONS_NS);
  const locale = INTL_LOCALES[toLanguage(i18n.language)];
  const titleId = useId();
  const due = useDueInMonth(propertyId, month, companyId);
  const [selectedDay, setSelectedDay] = useState<string | null>(null);
  const byDay = new Map<string, RecertificationItem[]>();
  for (const item of due.data ?? []) byDay.set(item.due_date, [...(byDay.get(item.due_date) ?? []), item]);
  const monthText = dateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
  // "dezembro de 2026" starts a heading: only its first letter is capitalized.
  const monthName = monthText.charAt(0).toLocaleUpperCase(locale) + monthText.slice(1);
  const go = (delta: number) => {
    setSelectedDay(null);
    onMonthChange(addMonths(month, delta));
  };
  const selected = selectedDay?.startsWith(month) ? selectedDay : null;

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <ActionIcon variant="default" size="lg" aria-label={t('calendar.previous')} onClick={() => go(-1)}>
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Group gap="xs" wrap="nowrap">
            <Title order={2} size="h4" id={titleId} aria-live="polite" className={classes.month}>
              {monthName}
            </Title>
            {due.isFetching && <Loader size="xs" aria-label={t('calendar.loading')} />}
          </Group>
          <ActionIcon variant="default" size="lg" aria-label={t('calendar.next')} onClick={() => go(1)}>
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
        {due.isError ? (
          <QueryLoadError title={t('errors.calendar')} query={due} />
        ) : (
          <table className={classes.grid} aria-labelledby={titleId}>
            <thead>
              <tr>
                {weekdayNames(locale).map((day) => (
                  <th key={day.long} scope="col" abbr={day.long}>
                    {day.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month).map((week) => (
                <tr key={week[0]?.key}>
                  {week.map(({ key, day }) => {
                    if (day === null) return <td key={key} className={classes.blank} />;
                    const count = byDay.get(day)?.length ?? 0;
                    const dayNumber = Number(day.slice(8));
                    return (
                      <td key={day}>
                        {count === 0 ? (
                          <div className={classes.day}>
                            <span className={classes.number}>{dayNumber}</span>
                          </div>
                        ) : (
                          <UnstyledButton
                            className={classes.day}
                            data-due
                            aria-pressed={selected === day}
                            aria-label={t('calendar.dayLabel', {
                              date: formatDate(day, i18n.language),
                              count,
                            })}
                            onClick={() => setSelectedDay(selected === day ? null : day)}
                          >
                            <span className={classes.number}>{dayNumber}</span>
                            <span className={classes.count}>{count}</span>
                          </UnstyledButton>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {!due.isFetching && due.isSuccess && byDay.size === 0 && (
          <Text size="sm" c="dimmed">
            {t('calendar.empty')}
          </Text>
        )}
        {selected && <DueDayList day={selected} items={byDay.get(selected) ?? []} />}
      </Stack>
    </Paper>
  );
}
