import type { FastifyRequest } from 'fastify';

/** The origin the borrower reached us on, for links the H5 opens (lendDetailsUrl, contract_url…). */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
