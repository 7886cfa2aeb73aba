/** The job that seals a version both parties signed and sends them the copy (seal-job.server.ts). */
export const SEAL_CONTRACT_JOB = "seal-contract-version";
