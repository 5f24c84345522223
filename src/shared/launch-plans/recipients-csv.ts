/**
 * A recipients file as the CLI and the page read it: `address,amount` per line; blank lines, `#` comments
 * and a header line (`address,amount`) are left out. The plan's schema checks the addresses and amounts.
 */
export function parseRecipientsCsv(text: string): { address: string; amount: string }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !/^address\s*[,;\t]/i.test(line))
    .map((line) => {
      const [address = '', amount = ''] = line.split(/\s*[,;\t]\s*/);
      return { address, amount };
    });
}

/** The list back as the file's text (what the page shows in the recipients box). */
export const recipientsCsv = (list: readonly { address: string; amount: string }[]) =>
  list.map((r) => `${r.address},${r.amount}`).join('\n');
