/** Types of dockerfile.mjs for the deploy-files test. */
export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}
export interface Stage {
  name: string;
  image: string;
  body: Instruction[];
}
export interface StageCopy {
  from: string | undefined;
  sources: string[];
  destination: string;
  line: number;
}
export function instructions(text: string): Instruction[];
export function stages(text: string): Stage[];
export function finalStageCopies(text: string): StageCopy[];
