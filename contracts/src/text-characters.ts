/**
 * Characters text fields refuse, shared by the field builders (`fields.ts`) and the server's
 * file-name shaping, so a name, a note and an uploaded file's name follow one rule.
 *
 * Invisible characters are Unicode's format characters (general category Cf: the zero-width
 * space, joiners and marks U+200B-U+200F, the bidirectional embeddings and overrides
 * U+202A-U+202E, the isolates U+2066-U+2069, U+FEFF, the soft hyphen...) and lone surrogates
 * (Cs), which are no text at all. A right-to-left override makes `r\u202Egnp.exe.pdf` read as
 * `rexe.png.pdf` on a screen, and a zero-width space makes two names that look the same differ
 * (Unicode Technical Report #36, "Unicode Security Considerations", and CVE-2021-42574).
 */
const INVISIBLE = /[\p{Cf}\p{Cs}]/u;
const INVISIBLE_ALL = /[\p{Cf}\p{Cs}]/gu;

/** C0 and C1 controls and DEL (category Cc), and the Unicode line and paragraph separators. */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]/u;
const LINE_BREAKING_ALL = /[\p{Cc}\u2028\u2029]/gu;

/** Controls that text spanning lines may not hold: every Cc but tab, line feed and carriage return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is matched
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Whether `text` holds an invisible or direction-changing character (Cf) or a lone surrogate. */
export function hasInvisibleCharacter(text: string): boolean {
  return INVISIBLE.test(text);
}

/** Whether `text` holds what a single line may not: a control (tab, line breaks too) or U+2028/9. */
export function breaksSingleLine(text: string): boolean {
  return LINE_BREAKING.test(text);
}

/** Whether `text` holds a control other than tab, LF and CR, which text spanning lines keeps. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_BUT_LINE_BREAKS.test(text);
}

/** `text` without any control, line or paragraph separator, or invisible character. */
export function withoutHiddenCharacters(text: string): string {
  return text.replace(LINE_BREAKING_ALL, '').replace(INVISIBLE_ALL, '');
}
