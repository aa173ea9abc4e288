export type Workspace = { name: string; inputs: string[]; output: string; stamp: string };
export declare const WORKSPACES: Workspace[];
export declare function hashInputs(root: string, inputs: string[]): string;
export declare function isUpToDate(root: string, workspace: Workspace): boolean;
export declare function buildIfChanged(
  root: string,
  workspaces?: Workspace[],
  options?: { always?: boolean; run?: (root: string, workspace: Workspace) => number },
): void;
