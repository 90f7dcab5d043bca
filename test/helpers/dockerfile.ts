/**
 * A small Dockerfile reader for the syntax test: instructions with their arguments (line
 * continuations joined, comments and parser directives skipped), grouped into build stages.
 * It reads the subset of the format our Dockerfile uses; it is no substitute for `docker build`.
 */
export interface Instruction {
  /** Upper case: FROM, RUN, COPY… */
  keyword: string;
  /** The rest of the instruction, continuations joined with a space. */
  args: string;
  /** 1-based line where it starts. */
  line: number;
}

export interface Stage {
  /** The image it starts from, as written (an ARG may stand in it). */
  from: string;
  /** `AS name`, when given. */
  name: string | null;
  instructions: Instruction[];
}

const KEYWORDS = new Set([
  'FROM',
  'RUN',
  'CMD',
  'LABEL',
  'EXPOSE',
  'ENV',
  'ADD',
  'COPY',
  'ENTRYPOINT',
  'VOLUME',
  'USER',
  'WORKDIR',
  'ARG',
  'ONBUILD',
  'STOPSIGNAL',
  'HEALTHCHECK',
  'SHELL',
  'MAINTAINER',
]);

export function parseDockerfile(text: string): { args: Instruction[]; stages: Stage[] } {
  const instructions: Instruction[] = [];
  const lines = text.split(/\r?\n/);
  let pending: { parts: string[]; line: number } | null = null;
  lines.forEach((raw, index) => {
    const trimmed = raw.trim();
    // Comments (and `# syntax=` directives) may sit even inside a continued instruction.
    if (trimmed.startsWith('#')) return;
    if (pending === null && trimmed === '') return;
    const continued = trimmed.endsWith('\\');
    const part = continued ? trimmed.slice(0, -1).trim() : trimmed;
    if (pending === null) pending = { parts: [part], line: index + 1 };
    else if (part !== '') pending.parts.push(part);
    if (continued) return;
    const joined = pending.parts.join(' ');
    const match = /^(\S+)\s*(.*)$/.exec(joined);
    const keyword = (match?.[1] ?? '').toUpperCase();
    if (!KEYWORDS.has(keyword)) throw new Error(`line ${pending.line}: unknown instruction "${match?.[1]}"`);
    instructions.push({ keyword, args: match?.[2] ?? '', line: pending.line });
    pending = null;
  });
  if (pending !== null) throw new Error('the file ends inside a continued instruction');

  const args: Instruction[] = [];
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const from = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args);
      if (!from) throw new Error(`line ${instruction.line}: FROM needs an image`);
      stages.push({ from: from[1] as string, name: from[2] ?? null, instructions: [] });
    } else if (stages.length === 0) {
      if (instruction.keyword !== 'ARG') throw new Error(`line ${instruction.line}: only ARG may come before the first FROM`);
      args.push(instruction);
    } else {
      (stages.at(-1) as Stage).instructions.push(instruction);
    }
  }
  return { args, stages };
}

/** An exec-form argument list (`["a", "b"]`), or null for the shell form. */
export function execForm(args: string): string[] | null {
  if (!args.trim().startsWith('[')) return null;
  const parsed: unknown = JSON.parse(args);
  if (!Array.isArray(parsed) || parsed.some((part) => typeof part !== 'string')) throw new Error(`not a JSON array of strings: ${args}`);
  return parsed as string[];
}
