/** The help texts of `bsc` and of each command (`bsc <command> --help`), and the version. */
import { readFileSync } from 'node:fs';

const CONVERT = `bsc convert <pdf or folder...> [--format json|csv|xlsx|ofx|qfx|qif|beancount|hledger|camt053|mt940]
            [--out FILE|DIR] [--force] [--password P]... [--password-file FILE] [--bank ID] [--profile FILE]... [--progress]
            [--ocr-lang CODES] [--ocr-data DIR]
            [--csv-delimiter C] [--csv-bom] [--columns LIST] [--paper a4|letter]
            [--qif-dates mdy|dmy|ymd] [--intu-bid ID] [--account-map FILE] [--journal-opening entry|assertion]
            [--rules FILE] [--history FILE] [--category-threshold N]
bsc convert <pdf or folder...> --merge --out ledger.xlsx|.csv|.json|.ofx|.qfx|.qif|.beancount|.journal|.xml|.sta [options above]`;
const INSPECT = 'bsc inspect <pdf> [--password P] [--explain] [--bank ID] [--profile FILE]...';
const BANKS = 'bsc banks [--json] [--country CC]';
const REDACT = 'bsc redact <pdf> --out FILE [--password P] [--keep-descriptions] [--force] [--json]';
const SERVE = `bsc serve [--port N] [--host H] [--data-dir DIR] [--retention-hours H] [--anonymous]
          [--parse-workers N] [--ocr-workers N] [--ocr-threads N] [--trust-proxy]
          [--public-origin URL] [--log-format json|pretty] [--database URL] [--no-worker]
          [--profile FILE|DIR]...`;
const WORKER = 'bsc worker [--database URL] [--concurrency N] [--ocr-threads N]';
const USERS = `bsc users create --email E [--first F] [--last L] [--credits N] [--paid-credits N]
                 [--plan free|starter|pro|business] [--unlimited] [--json] [--data-dir DIR]
bsc users list [--json] [--data-dir DIR]
bsc users credits --email E (--set N | --add N) [--paid] [--data-dir DIR]
bsc users delete --email E [--data-dir DIR]`;
const KEYS = `bsc keys create --email E [--json] [--data-dir DIR]
bsc keys list --email E [--json] [--data-dir DIR]
bsc keys revoke <key id or key> [--data-dir DIR]`;

const EXIT_CODES = `Exit codes: 0 ok, 1 unexpected failure, 2 usage (a wrong command line, an output that
exists, an unknown user or key), 3 password required or wrong, 4 unreadable input (missing,
not a PDF, corrupt, too large), 5 no transactions found, 6 a limit was reached while reading
(time budget or memory).`;

const indent = (text: string) => text.replace(/^/gm, '  ');

export const USAGE = `Usage:
${indent([CONVERT, INSPECT, REDACT, BANKS, SERVE, WORKER, USERS, KEYS].join('\n'))}
  bsc --version | --help | <command> --help

${EXIT_CODES}`;

export const COMMAND_HELP: Record<string, string> = {
  redact: `Usage:\n${indent(REDACT)}\n\nWrites a copy of the statement that can be shared with whoever must see why it fails: names,\naddresses, account, IBAN, card, sort-code and reference numbers and descriptions are replaced in\nthe page content by fake values of the same shape (the same original always by the same fake),\ndates and amounts are kept, so the copy converts as the original does. Metadata, attachments,\nannotations and earlier revisions are dropped. Scanned pages are rasterised with every word OCR\nfound that is not a date, an amount or a label covered by a box. --keep-descriptions keeps payees\nand descriptions (numbers in them are still replaced). What was replaced is counted on standard\nerror (--json: on standard output, as JSON), never shown. Look at the copy before you share it.`,
  convert: `Usage:
${indent(CONVERT)}

Converts bank-statement PDFs. Inputs are files or folders (searched recursively for PDFs:
files named *.pdf or starting with %PDF-).
  --format, -f   json (default), csv, xlsx, ofx, qfx, qif, beancount, hledger, camt053 (ISO 20022
                 camt.053.001.08) or mt940; taken from --out's extension when absent (.beancount,
                 .journal for hledger, .xml for CAMT.053, .sta for MT940)
  --out, -o      one input: the output file (x.csv) or a folder; several inputs: a folder,
                 created if missing. Without --out, one input goes to standard output.
                 Inputs with the same name get distinct outputs (name.json, name-2.json).
  --force        replace outputs that exist (without it nothing is overwritten: exit 2)
  --password, -p a password to try; repeat it for several. Also --password-file FILE (one
                 per line) and the environment variable BSC_PASSWORDS (one per line: the
                 passwords separated by newlines). Each encrypted file is tried with every
                 password in turn (command line, then file, then environment). They are never
                 printed.
  --bank ID      force a bank profile (see bsc banks); a currency the statement prints is kept
  --profile FILE a bank profile file of your own (JSON or YAML, docs/adding-a-bank.md) or a folder
                 of them; repeat for several. Also BSC_PROFILES (paths separated as in PATH).
                 Your profiles outrank the built-in ones in detection.
  --ocr-lang CODES  tesseract language codes for scans, joined by + (rus+eng, hin, chi_sim);
                 default: the script of the document's own text, else English. Also BSC_OCR_LANG.
  --ocr-data DIR a folder of <code>.traineddata files (Debian's tesseract-ocr-<lang> packages are
                 found without it). Also BSC_OCR_DATA. Nothing is downloaded: a language without
                 data is read as English, with the warning OCR_LANGUAGE_MISSING.
  --progress     show OCR progress also when standard error is not a terminal
  --merge        one ledger from all inputs: accounts grouped, statements in period order, rows
                 repeated by overlapping statements once, continuity checked
  --columns      CSV/XLSX columns from date,valueDate,description,amount,debit,credit,balance,
                 currency,typeCode,account,source; --csv-delimiter (tab, semicolon...),
                 --csv-bom, --paper a4|letter (XLSX), --qif-dates, --intu-bid (QFX)
  --account-map  beancount/hledger account names: a JSON or YAML file (docs/accounting.md)
  --journal-opening  entry (default: an opening-balance transaction) or assertion (only a
                 balance assertion, to append to books that hold the earlier statements)
  --rules FILE   category rules, JSON or YAML (docs/accounting.md)
  --history FILE your own categorised ledger (CSV with a category column, beancount or hledger):
                 categories are proposed from the most similar past entries, with a confidence;
                 below --category-threshold (default 0.5) none is proposed
With --out, each file's result and a summary (files, converted, failed by code, transactions,
reconciled, warnings by code) go to standard error.

${EXIT_CODES}`,
  inspect: `Usage:\n${indent(INSPECT)}\n\nPrints the PDF's type (TEXT_BASED or IMAGE_BASED), page count and whether it is encrypted, as JSON.\n--explain reads the statement too and says how: every bank profile's detection score and the\nevidence behind it, which profile fields were used, the table and columns read, the verdict\nand the warnings, or what was missing when nothing could be read. --profile and BSC_PROFILES\nload your own profiles as for convert.`,
  banks: `Usage:\n${indent(BANKS)}\n\nLists the bank profiles (id, country, currency, name), or as JSON; --country filters by ISO country code.`,
  serve: `Usage:\n${indent(SERVE)}\n\nRuns the HTTP service until SIGINT or SIGTERM. On an empty data directory it creates the local\nuser once the server listens and shows its API key once (or writes it to local-user.key).\nThe banner goes to stdout, the log to stderr: one JSON object per line, or readable lines with\n--log-format pretty (the default when stderr is a terminal). Probes: GET /healthz, GET /readyz.\n--profile FILE|DIR (repeatable) and BSC_PROFILES: your bank profile files, checked at start.`,
  worker: `Usage:\n${indent(WORKER)}\n\nRuns OCR jobs from the PostgreSQL job queue (--database or DATABASE_URL) until SIGINT or SIGTERM,\nthen releases the running job to another worker. Start any number, next to bsc serve --no-worker.`,
  users: `Usage:\n${indent(USERS)}\n\nManages the service's users in the data directory (DATA_DIR or ./data by default).\ncredits: --set N replaces the free credits, --add N adds (negative to remove); --paid for paid credits.`,
  keys: `Usage:\n${indent(KEYS)}\n\nManages API keys. A key is shown once, when it is created.`,
};

/** The package's version, read from package.json next to src/ (or dist/). */
export function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}
