/**
 * What the first-paint chunks are made of: each chunk's minified bytes attributed to the source modules its
 * source map names, grouped by package (node_modules/<pkg>, ethers/<folder>) or app folder (src/<a>/<b>), and
 * turned into gzip estimates by the chunk's own compression ratio (gzip is not additive per module, so these are
 * shares of the measured chunk total, not separate measurements). Bytes no mapping covers (JSON modules such as
 * the ABIs, bundler glue) are counted as "(unmapped)".
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { eachMapping, TraceMap } from "@jridgewell/trace-mapping";

export interface GroupSize {
  group: string;
  gzipBytes: number;
}

/** The package or folder a module belongs to, from its source-map path. */
export function moduleGroup(source: string): string {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/lib\.esm\/([^/]+))?/);
  if (pkg) return pkg[1] === "ethers" && pkg[2] ? `ethers/${pkg[2]}` : pkg[1];
  const app = source.match(/web\/src\/([^/]+(?:\/[^/.]+)?)/);
  if (app) return `src/${app[1]}`;
  if (source.includes("typechain-types")) return "typechain-types";
  return source;
}

/** Gzip share per group over the given chunk files of outDir (each needs its .map beside it). */
export function groupSizes(outDir: string, files: string[]): GroupSize[] {
  const totals = new Map<string, number>();
  const add = (group: string, bytes: number) => totals.set(group, (totals.get(group) ?? 0) + bytes);
  for (const file of files) {
    const code = readFileSync(join(outDir, file), "utf8");
    const ratio = gzipSync(code).length / Math.max(code.length, 1);
    let map: TraceMap;
    try {
      // With the map's own path, sources resolve to absolute paths (the scratch build lives inside node_modules).
      const mapPath = join(outDir, `${file}.map`);
      map = new TraceMap(readFileSync(mapPath, "utf8"), mapPath);
    } catch {
      add("(unmapped)", code.length * ratio);
      continue;
    }
    const lines = code.split("\n");
    const segments: { line: number; column: number; source: string | null }[] = [];
    eachMapping(map, (m) => segments.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }));
    segments.sort((a, b) => a.line - b.line || a.column - b.column);
    let mapped = 0;
    segments.forEach((segment, i) => {
      const next = segments[i + 1];
      const end = next && next.line === segment.line ? next.column : (lines[segment.line - 1]?.length ?? segment.column);
      const bytes = Math.max(end - segment.column, 0);
      mapped += bytes;
      add(segment.source ? moduleGroup(segment.source) : "(unmapped)", bytes * ratio);
    });
    add("(unmapped)", Math.max(code.length - mapped, 0) * ratio);
  }
  return [...totals].map(([group, gzipBytes]) => ({ group, gzipBytes })).sort((a, b) => b.gzipBytes - a.gzipBytes);
}
