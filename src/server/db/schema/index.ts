export * from './auth';
export * from './operations';
export * from './tokens';
export * from './multisend';
export * from './burn';
export * from './exchange';
export * from './clmm';
