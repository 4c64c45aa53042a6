// Moved to src/lib/media (messages upload attachments with it too); kept here for this feature's imports.
export * from '@/lib/media/resumable-upload';
