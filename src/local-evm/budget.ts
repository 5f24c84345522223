import type { Common } from '@ethereumjs/common';
import { EVMError, getOpcodesForHF, paramsEVM, type EVMOpts } from '@ethereumjs/evm';

/** Longest stretch of EVM execution before the event loop gets a turn. */
const SLICE_MS = 10;

/**
 * Opcodes that can make execution run on: every loop needs a JUMP or JUMPI, every new frame a CALL- or
 * CREATE-family opcode; between two of them at most one contract's code (24 KB) runs straight through.
 */
const CHECKED_OPCODES = [0x56, 0x57, 0xf0, 0xf1, 0xf2, 0xf4, 0xf5, 0xfa] as const;

type CustomOpcodes = NonNullable<EVMOpts['customOpcodes']>;

/**
 * Keeps EVM execution from holding the event loop: at each checked opcode, after SLICE_MS of work it
 * yields (setImmediate), and past an optional deadline it halts the execution as out of gas, so every
 * frame unwinds the way the EVM unwinds any exceptional halt.
 */
export class ExecutionBudget {
  private sliceStart = performance.now();
  private deadline: number | null = null;
  private expired = false;

  /** Runs `work` (one EVM execution) with a wall-clock limit, or with none (`null`: it only yields). */
  async run<T>(limitMs: number | null, work: () => Promise<T>): Promise<{ value: T; timedOut: boolean }> {
    this.sliceStart = performance.now();
    this.deadline = limitMs === null ? null : this.sliceStart + limitMs;
    this.expired = false;
    try {
      const value = await work();
      return { value, timedOut: this.expired };
    } finally {
      this.deadline = null;
    }
  }

  /** A promise only when it yields: the checked opcodes run in tight loops, where each await costs. */
  checkpoint(): Promise<void> | undefined {
    const now = performance.now();
    if (this.deadline !== null && now > this.deadline) {
      this.expired = true;
      throw new EVMError(EVMError.errorMessages.OUT_OF_GAS);
    }
    if (now - this.sliceStart < SLICE_MS) return undefined;
    return new Promise((resolve) =>
      setImmediate(() => {
        this.sliceStart = performance.now();
        resolve();
      }),
    );
  }

  /** The EVM's own handlers and gas for the checked opcodes, each preceded by a checkpoint. */
  opcodes(common: Common): CustomOpcodes {
    // The EVM adds its gas parameters to its Common when it is built; this runs before, on a copy.
    const withParams = common.copy();
    withParams.updateParams(paramsEVM);
    const { opcodes, handlers, dynamicGasHandlers } = getOpcodesForHF(withParams);
    return CHECKED_OPCODES.map((code) => {
      const info = opcodes.get(code);
      const logic = handlers.get(code);
      if (!info || !logic) throw new Error(`opcode 0x${code.toString(16)} missing from this hardfork`);
      return {
        opcode: code,
        opcodeName: info.name,
        baseFee: info.fee,
        gasFunction: dynamicGasHandlers.get(code),
        logicFunction: (runState, opCommon) => {
          const pause = this.checkpoint();
          return pause ? pause.then(() => logic(runState, opCommon)) : logic(runState, opCommon);
        },
      };
    });
  }
}
