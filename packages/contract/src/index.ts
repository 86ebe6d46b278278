// Package entry. The H5 imports from the narrow subpaths (e.g. '@pautang/contract/session') to keep zod out of its bundle.
export * from './envelope';
export * from './errors';
export * from './session';
export * from './endpoints';
export * from './field-names';
export * from './wire-names';
export * from './calls';
export * from './contact';
export * from './events';
export * from './h5-paths';
export * from './bridge';
export * from './constants';
export * from './loans';
export * from './variant';
export * from './runtime-config';
