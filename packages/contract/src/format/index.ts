export * from './money';
export * from './date';
export * from './strings';
export * from './cookie';
export * from './party-id';
export * from './user-agent';
export * from './rate';
export * from './phone';
