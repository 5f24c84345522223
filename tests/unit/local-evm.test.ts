import {
  createPublicClient,
  createWalletClient,
  custom,
  encodeAbiParameters,
  keccak256,
  parseEther,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import bytecode from '@server/services/bridge/contract-bytecode.json';
import { tokenBridgeAbi, wrappedTokenAbi } from '@shared/evm/contract-abis';
import { startEmbeddedEvm, type EmbeddedEvmChain } from '@local-evm';
import { tempDir } from '../helpers/temp-dirs';

const CHAIN_ID = 31_337;
const deployer = privateKeyToAccount(`0x${'11'.repeat(32)}`);
const user = privateKeyToAccount(`0x${'22'.repeat(32)}`);
const guardians = [`0x${'a1'.repeat(32)}`, `0x${'a2'.repeat(32)}`, `0x${'a3'.repeat(32)}`].map((k) =>
  privateKeyToAccount(k as Hex),
);
const sorted = [...guardians].sort((a, b) => (BigInt(a.address) < BigInt(b.address) ? -1 : 1));

function clients(chain: EmbeddedEvmChain) {
  const transport = custom({
    async request({ method, params }) {
      const answer = (await chain.handle({ jsonrpc: '2.0', id: 1, method, params })) as {
        result?: unknown;
        error?: { code: number; message: string; data?: string };
      };
      if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error);
      return answer.result;
    },
  });
  const viemChain = {
    id: CHAIN_ID,
    name: 'local',
    nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://unused'] } },
  } as const;
  return {
    pub: createPublicClient({ chain: viemChain, transport, pollingInterval: 20 }),
    wallet: (account: typeof deployer) =>
      createWalletClient({ chain: viemChain, transport, account, pollingInterval: 20 }),
  };
}

async function signMint(bridge: Hex, messageId: Hex, token: Hex, recipient: Hex, amount: bigint) {
  const digest = keccak256(
    encodeAbiParameters(
      [
        { type: 'uint256' },
        { type: 'address' },
        { type: 'bytes32' },
        { type: 'address' },
        { type: 'address' },
        { type: 'uint256' },
      ],
      [BigInt(CHAIN_ID), bridge, messageId, token, recipient, amount],
    ),
  );
  return Promise.all(sorted.slice(0, 2).map((g) => g.signMessage({ message: { raw: digest } })));
}

describe('an embedded EVM chain runs the bridge contracts behind standard JSON-RPC', () => {
  it('deploys, mints once on 2-of-3 guardian signatures, burns, and replays its journal after a restart', async () => {
    const dataDir = tempDir('solx-evm-');
    const evm = await startEmbeddedEvm({ dataDir, chainIds: [CHAIN_ID] });
    const chain = evm.chains.get(CHAIN_ID);
    if (!chain) throw new Error('chain missing');
    await chain.fund(deployer.address, parseEther('100'));
    await chain.fund(user.address, parseEther('1'));
    const { pub, wallet } = clients(chain);
    expect(await pub.getChainId()).toBe(CHAIN_ID);
    const admin = wallet(deployer);
    const deployBridge = await admin.deployContract({
      abi: tokenBridgeAbi,
      bytecode: bytecode.TokenBridge as Hex,
      args: [guardians.map((g) => g.address), 2],
    });
    const bridge = (await pub.waitForTransactionReceipt({ hash: deployBridge })).contractAddress;
    if (!bridge) throw new Error('no bridge address');
    const deployToken = await admin.deployContract({
      abi: wrappedTokenAbi,
      bytecode: bytecode.WrappedToken as Hex,
      args: ['Wrapped USDC', 'USDC', 6, bridge],
    });
    const token = (await pub.waitForTransactionReceipt({ hash: deployToken })).contractAddress;
    if (!token) throw new Error('no token address');
    await pub.waitForTransactionReceipt({
      hash: await admin.writeContract({
        address: bridge,
        abi: tokenBridgeAbi,
        functionName: 'addToken',
        args: [token, 1_000_000_000n, 86_400n],
      }),
    });

    const messageId = keccak256('0x01');
    const signatures = await signMint(bridge, messageId, token, user.address, 99_900_000n);
    const mint = { address: bridge, abi: tokenBridgeAbi, functionName: 'mint' } as const;
    const args = [messageId, token, user.address, 99_900_000n, signatures] as const;
    const minted = await pub.waitForTransactionReceipt({
      hash: await admin.writeContract({ ...mint, args }),
    });
    expect(minted.status).toBe('success');
    const balance = () =>
      pub.readContract({
        address: token,
        abi: wrappedTokenAbi,
        functionName: 'balanceOf',
        args: [user.address],
      });
    expect(await balance()).toBe(99_900_000n);
    await expect(pub.simulateContract({ ...mint, args, account: deployer })).rejects.toThrow(
      /MessageConsumed/,
    );
    const oneSigner = [keccak256('0x02'), token, user.address, 1n, signatures.slice(0, 1)] as const;
    await expect(pub.simulateContract({ ...mint, args: oneSigner, account: deployer })).rejects.toThrow(
      /NotEnoughSignatures/,
    );
    const tooMuch = keccak256('0x03');
    const bigSigs = await signMint(bridge, tooMuch, token, user.address, 1_000_000_000n);
    await expect(
      pub.simulateContract({
        ...mint,
        args: [tooMuch, token, user.address, 1_000_000_000n, bigSigs],
        account: deployer,
      }),
    ).rejects.toThrow(/RateLimited/);

    const recipient = keccak256('0xbeef');
    const burnHash = await wallet(user).writeContract({
      address: bridge,
      abi: tokenBridgeAbi,
      functionName: 'burn',
      args: [token, 40_000_000n, recipient, 7n],
    });
    await pub.waitForTransactionReceipt({ hash: burnHash });
    const events = await pub.getContractEvents({
      address: bridge,
      abi: tokenBridgeAbi,
      eventName: 'BurnedForSolana',
      fromBlock: 0n,
    });
    expect(events).toHaveLength(1);
    expect(events[0]?.args).toMatchObject({
      amount: 40_000_000n,
      solanaRecipient: recipient,
      nonce: 1n,
      transferRef: 7n,
    });
    expect(await balance()).toBe(59_900_000n);
    const head = await pub.getBlockNumber();
    evm.close();

    const reopened = await startEmbeddedEvm({ dataDir, chainIds: [CHAIN_ID] });
    const again = reopened.chains.get(CHAIN_ID);
    if (!again) throw new Error('chain missing');
    const after = clients(again).pub;
    expect(await after.getBlockNumber()).toBe(head);
    expect(
      await after.readContract({ address: token, abi: wrappedTokenAbi, functionName: 'totalSupply' }),
    ).toBe(59_900_000n);
    expect(await after.getBalance({ address: user.address })).toBeLessThan(parseEther('1'));
    reopened.close();
  }, 60_000);
});
