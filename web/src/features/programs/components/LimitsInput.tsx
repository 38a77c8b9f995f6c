import { Alert, FileInput, Text, Textarea } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translator } from '../../../lib/error-message.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { PROGRAMS_NS } from '../namespace.ts';

interface LimitsInputProps {
  /** The import's texts: the labels `<prefix>.file` and `<prefix>.paste`. */
  prefix: string;
  placeholder?: string;
  minRows: number;
  maxRows: number;
  /** The limits' text: typed, pasted, or read from the chosen file. */
  text: string;
  onText(text: string): void;
}

/**
 * Where an import's limits come from: a file (CSV, or the tab-separated text a spreadsheet saves),
 * whose text fills the box, or text typed or pasted in the box, which lets the file go.
 */
export function LimitsInput(props: LimitsInputProps) {
  const { t } = useTranslation(PROGRAMS_NS);
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <FileInput
        label={t(`${props.prefix}.file`)}
        accept=".csv,.tsv,.txt,text/csv,text/plain,text/tab-separated-values"
        clearable
        leftSection={<IconFileUpload size={16} aria-hidden />}
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          void (chosen ? chosen.text() : Promise.resolve('')).then(props.onText);
        }}
      />
      <Textarea
        label={t(`${props.prefix}.paste`)}
        placeholder={props.placeholder}
        autosize
        minRows={props.minRows}
        maxRows={props.maxRows}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        value={props.text}
        onChange={(event) => {
          setFile(null);
          props.onText(event.currentTarget.value);
        }}
      />
    </>
  );
}

/** A problem of the file, in the screen's words when it has them, else the reader's own. */
export const problemText = (problem: { code: string; message: string }, translator: Translator) =>
  translator.exists(`validation.${problem.code}`)
    ? translator.t(`validation.${problem.code}`)
    : problem.message;

/** Why the file cannot be read: one line a problem, under `title`. */
export function FileProblems(props: {
  title: string;
  problems: ReadonlyArray<{ code: string; message: string }>;
}) {
  const translator = useTranslator(PROGRAMS_NS);
  return (
    <Alert color="red" role="alert" title={props.title}>
      {props.problems.map((problem) => (
        <Text key={problem.code} size="sm">
          {problemText(problem, translator)}
        </Text>
      ))}
    </Alert>
  );
}
