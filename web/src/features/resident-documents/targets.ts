import type { IncomeSource } from '@lar/contracts/household';
import type { ResidentDocumentKind } from '@lar/contracts/resident-documents';
import type { QuestionnaireAnswers } from '@lar/contracts/resident-questionnaire';

/**
 * What a document can be for (decision 077): the household, a member, one of a member's income
 * sources, or an asset — by the questionnaire's own ids, so the accepted draft can trace each
 * figure to its documents (decision 076). The page shows one upload per target, named by the
 * answers (names, never ids).
 */
export interface UploadTarget {
  key: string;
  memberKey: string | null;
  incomeSourceId: string | null;
  assetId: string | null;
  /** What the label reads: a member's name (or their number), a source's kind, an asset. */
  label: TargetLabel;
  defaultKind: ResidentDocumentKind;
}

export type TargetLabel =
  | { kind: 'household' }
  | { kind: 'member'; name: string; number: number }
  | { kind: 'source'; name: string; number: number; source: IncomeSource }
  | { kind: 'asset'; description: string; number: number; asset: string | null };

const SOURCE_DOCUMENT: Record<IncomeSource, ResidentDocumentKind> = {
  employment: 'PAY_STUB',
  social_security: 'BENEFIT_LETTER',
  public_assistance: 'BENEFIT_LETTER',
  other: 'OTHER',
};

type Answers = Pick<QuestionnaireAnswers, 'members' | 'income_sources' | 'assets'>;

/**
 * The upload targets of a questionnaire: the household first, then each member still in the
 * household followed by their income sources, then the assets. Without answers, the household only.
 */
export function uploadTargets(answers: Answers | null): UploadTarget[] {
  const targets: UploadTarget[] = [
    {
      key: 'household',
      memberKey: null,
      incomeSourceId: null,
      assetId: null,
      label: { kind: 'household' },
      defaultKind: 'OTHER',
    },
  ];
  if (!answers) return targets;
  answers.members.forEach((m, index) => {
    // A member who left counts no income (decision 076): nothing of theirs to verify.
    if (m.change === 'LEFT') return;
    const name = m.name.trim();
    const number = index + 1;
    targets.push({
      key: `member-${m.member_key}`,
      memberKey: m.member_key,
      incomeSourceId: null,
      assetId: null,
      label: { kind: 'member', name, number },
      defaultKind: 'IDENTITY',
    });
    for (const s of answers.income_sources.filter((source) => source.member_key === m.member_key))
      targets.push({
        key: `source-${s.id}`,
        memberKey: m.member_key,
        incomeSourceId: s.id,
        assetId: null,
        label: { kind: 'source', name, number, source: s.kind },
        defaultKind: SOURCE_DOCUMENT[s.kind],
      });
  });
  answers.assets.forEach((a, index) => {
    targets.push({
      key: `asset-${a.id}`,
      memberKey: null,
      incomeSourceId: null,
      assetId: a.id,
      label: { kind: 'asset', description: a.description.trim(), number: index + 1, asset: a.kind },
      defaultKind: 'BANK_STATEMENT',
    });
  });
  return targets;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A member's name as the page reads it: their name, or "Member 2" while the name is blank. */
const memberName = (t: Translate, name: string, number: number) => name || t('targets.member', { number });

/** A target's name in the resident's language (the documents feature's own texts). */
export function targetName(t: Translate, label: TargetLabel): string {
  switch (label.kind) {
    case 'household':
      return t('targets.household');
    case 'member':
      return memberName(t, label.name, label.number);
    case 'source':
      return t('targets.source', {
        name: memberName(t, label.name, label.number),
        source: t(`targets.sourceKinds.${label.source}`),
      });
    case 'asset':
      return (
        label.description ||
        (label.asset ? t(`targets.assetKinds.${label.asset}`) : t('targets.asset', { number: label.number }))
      );
  }
}

/**
 * The names of a document's member and its source or asset, for a list of documents; null where
 * the answers no longer hold that id (the row then reads as the household's, or "—").
 */
export function documentNames(
  t: Translate,
  answers: Answers | null,
  document: { member_key: string | null; income_source_id: string | null; asset_id: string | null },
): { member: string | null; source: string | null } {
  if (!answers) return { member: null, source: null };
  const index = answers.members.findIndex((m) => m.member_key === document.member_key);
  const m = answers.members[index];
  const s = answers.income_sources.find((source) => source.id === document.income_source_id);
  const assetIndex = answers.assets.findIndex((asset) => asset.id === document.asset_id);
  const a = answers.assets[assetIndex];
  return {
    member: m ? memberName(t, m.name.trim(), index + 1) : null,
    source: s
      ? t(`targets.sourceKinds.${s.kind}`)
      : a
        ? targetName(t, {
            kind: 'asset',
            description: a.description.trim(),
            number: assetIndex + 1,
            asset: a.kind,
          })
        : null,
  };
}
