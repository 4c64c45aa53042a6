// Moved to src/lib/media (message attachments probe videos too); kept here for this feature's imports.
export * from '@/lib/media/video-probe';
