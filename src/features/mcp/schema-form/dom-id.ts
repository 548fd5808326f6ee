/**
 * An element id made of a tool's and a field's names, which a server may write
 * with any characters: a space would split the id where `aria-describedby`
 * lists it, so the hint and the error would not be read out. Every character
 * but [A-Za-z0-9_] is written as ".<hex code>." (the dot and the dash that joins
 * the parts included, so two lists of names never make one id).
 */
export function domId(...parts: string[]): string {
  return parts
    .map((part) => part.replace(/\W/gu, (char) => `.${(char.codePointAt(0) ?? 0).toString(16)}.`))
    .join('-');
}
