// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "./WrappedToken.sol";

/// Lock-and-mint bridge endpoint: mints only on a message signed by `threshold` of the guardians, never
/// twice for one message id, within a per-token rate limit; burns emit the event the relayer releases on.
contract TokenBridge {
    struct RateLimit {
        uint256 capacity;
        uint256 window;
        uint256 used;
        uint256 windowStart;
    }

    address public immutable owner;
    uint8 public immutable threshold;
    mapping(address => bool) public isGuardian;
    address[] public guardians;
    mapping(bytes32 => bool) public consumed;
    mapping(address => RateLimit) public limits;
    mapping(address => bool) public supported;
    uint64 public burnNonce;

    event Minted(bytes32 indexed messageId, address indexed token, address indexed recipient, uint256 amount);
    event BurnedForSolana(
        address indexed token,
        address indexed sender,
        bytes32 solanaRecipient,
        uint256 amount,
        uint64 nonce,
        uint64 transferRef
    );

    error NotOwner();
    error UnsupportedToken();
    error MessageConsumed();
    error NotEnoughSignatures();
    error BadSignature();
    error RateLimited();
    error ZeroAmount();

    constructor(address[] memory guardians_, uint8 threshold_) {
        owner = msg.sender;
        threshold = threshold_;
        for (uint256 i = 0; i < guardians_.length; i++) {
            isGuardian[guardians_[i]] = true;
            guardians.push(guardians_[i]);
        }
    }

    function addToken(address token, uint256 capacity, uint256 window) external {
        if (msg.sender != owner) revert NotOwner();
        supported[token] = true;
        limits[token] = RateLimit(capacity, window, 0, block.timestamp);
    }

    /// What the guardians sign (with the EIP-191 personal-message prefix).
    function mintDigest(bytes32 messageId, address token, address recipient, uint256 amount)
        public
        view
        returns (bytes32)
    {
        return keccak256(abi.encode(block.chainid, address(this), messageId, token, recipient, amount));
    }

    /// Signatures must come from distinct guardians in ascending address order (no signer counted twice).
    function mint(
        bytes32 messageId,
        address token,
        address recipient,
        uint256 amount,
        bytes[] calldata signatures
    ) external {
        if (!supported[token]) revert UnsupportedToken();
        if (consumed[messageId]) revert MessageConsumed();
        if (amount == 0) revert ZeroAmount();
        if (signatures.length < threshold) revert NotEnoughSignatures();
        bytes32 signed = keccak256(
            abi.encodePacked("\x19Ethereum Signed Message:\n32", mintDigest(messageId, token, recipient, amount))
        );
        address last = address(0);
        for (uint256 i = 0; i < signatures.length; i++) {
            address signer = _recover(signed, signatures[i]);
            if (!isGuardian[signer] || signer <= last) revert BadSignature();
            last = signer;
        }
        _useCapacity(token, amount);
        consumed[messageId] = true;
        WrappedToken(token).mint(recipient, amount);
        emit Minted(messageId, token, recipient, amount);
    }

    /// Burns the caller's wrapped tokens; the relayer releases the same amount (less the fee) on Solana.
    function burn(address token, uint256 amount, bytes32 solanaRecipient, uint64 transferRef) external {
        if (!supported[token]) revert UnsupportedToken();
        if (amount == 0) revert ZeroAmount();
        WrappedToken(token).burnFrom(msg.sender, amount);
        burnNonce += 1;
        emit BurnedForSolana(token, msg.sender, solanaRecipient, amount, burnNonce, transferRef);
    }

    function _useCapacity(address token, uint256 amount) private {
        RateLimit storage limit = limits[token];
        if (block.timestamp >= limit.windowStart + limit.window) {
            limit.windowStart = block.timestamp;
            limit.used = 0;
        }
        if (limit.used + amount > limit.capacity) revert RateLimited();
        limit.used += amount;
    }

    function _recover(bytes32 digest, bytes calldata signature) private pure returns (address) {
        if (signature.length != 65) revert BadSignature();
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        // Upper-half s values are malleable copies of a valid signature.
        if (uint256(s) > 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0) revert BadSignature();
        address signer = ecrecover(digest, v, r, s);
        if (signer == address(0)) revert BadSignature();
        return signer;
    }
}
