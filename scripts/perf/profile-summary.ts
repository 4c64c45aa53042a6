// Summarizes a CPU profile (.cpuprofile, as `npm run perf -- --logger-profile <dir>` writes them):
// the functions with the most self time, and the time under each of the functions named on the
// command line (self time of everything they call).
//   tsx scripts/perf/profile-summary.ts <file> [--top 25] [--under journalKeystroke,loggerReducer]
import { readFileSync } from 'node:fs';
import { summarizeProfile, type CpuProfile } from './profile-tree';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx scripts/perf/profile-summary.ts <file.cpuprofile> [--top N] [--under a,b]');
  process.exit(2);
}
const topArg = process.argv.indexOf('--top');
const top = topArg > 0 ? Number(process.argv[topArg + 1]) : 25;
const underArg = process.argv.indexOf('--under');
const under = underArg > 0 ? process.argv[underArg + 1]!.split(',') : [];

const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const summary = summarizeProfile(profile, under);
console.log(`sampled ${summary.totalMs.toFixed(1)} ms (${summary.busyMs.toFixed(1)} ms not idle)`);
console.log('\nself time, ms  function (where)');
for (const row of summary.self.slice(0, top)) console.log(`${row.ms.toFixed(1).padStart(12)}  ${row.name}`);
if (under.length > 0) {
  console.log('\ntime under, ms  function');
  for (const name of under) console.log(`${(summary.under.get(name) ?? 0).toFixed(1).padStart(13)}  ${name}`);
}
