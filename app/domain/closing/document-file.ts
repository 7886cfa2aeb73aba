/** The document check lives in the kernel: the agency area checks its signed deed the same way. */
export * from "#app/domain/kernel/document-file";
