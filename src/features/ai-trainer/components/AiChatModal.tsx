import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { SelectField } from '@/components/ui/SelectField';
import { selectUser, selectUserRole, useAuthStore } from '@/features/auth';
import { useCoachedClients } from '@/features/training';

import { useUiStore } from '@/stores/ui-store';
import { AI_MESSAGES } from '../api/messages';
import { saveAiWorkout } from '../api/save-ai-workout';
import { sendChatMessage } from '../api/send-chat-message';
import { useWorkoutGeneration } from '../hooks/use-workout-generation';
import { isWorkoutRequest } from '../lib/intent';
import { conversationKey, useChatStore, type ChatEntry } from '../stores/chat-store';
import { ChatComposer } from './ChatComposer';
import { ChatLog } from './ChatLog';
import { WorkoutPreview } from './WorkoutPreview';

const NO_ENTRIES: ChatEntry[] = [];

/** The AI Trainer chat (spec: modal with a greeting, workout preview, per-user history). */
export function AiChatModal() {
  const open = useUiStore((state) => state.isAiChatOpen);
  const setOpen = useUiStore((state) => state.setAiChatOpen);
  const user = useAuthStore(selectUser);
  const role = useAuthStore(selectUserRole);
  if (!user) return null;
  return (
    <Modal title="AI Trainer" open={open} onClose={() => setOpen(false)} className="w-[min(100%-1rem,42rem)]">
      <ChatPanel viewerId={user.id} viewerName={user.firstName} role={role} onClose={() => setOpen(false)} />
    </Modal>
  );
}

function ChatPanel({
  viewerId,
  viewerName,
  role,
  onClose,
}: {
  viewerId: string;
  viewerName: string;
  role: string;
  onClose: () => void;
}) {
  const { pathname } = useLocation();
  const isStaff = role === 'staff' || role === 'admin';
  const [subjectId, setSubjectId] = useState(viewerId);
  const key = conversationKey(viewerId, subjectId);
  const entries = useChatStore((state) => state.conversations[key] ?? NO_ENTRIES);
  const append = useChatStore((state) => state.append);
  const update = useChatStore((state) => state.update);
  /** The reply whose Create Workout started the generation on screen. */
  const [sourceEntry, setSourceEntry] = useState<string | null>(null);
  const clear = useChatStore((state) => state.clear);
  const [waiting, setWaiting] = useState(false);
  const [saving, setSaving] = useState(false);
  const generation = useWorkoutGeneration(subjectId);
  const clients = useCoachedClients(viewerId, role === 'admin', isStaff);

  const say = (entry: Omit<ChatEntry, 'id'>) => append(key, { id: crypto.randomUUID(), ...entry });

  const send = async (message: string) => {
    if (waiting) return;
    say({ role: 'user', content: message });
    setWaiting(true);
    try {
      const history = entries.filter((e) => !e.error).map((e) => ({ role: e.role, content: e.content }));
      const reply = await sendChatMessage({
        message,
        history,
        userId: subjectId,
        userRole: role,
        currentPage: pathname,
      });
      say({ role: 'assistant', content: reply, workoutRequest: isWorkoutRequest(message) ? message : undefined });
    } catch (error) {
      const text = error instanceof Error && /too quickly/.test(error.message) ? error.message : AI_MESSAGES.chatError;
      say({ role: 'assistant', content: text, error: true });
    } finally {
      setWaiting(false);
    }
  };

  const subject = clients.data?.find((c) => c.id === subjectId);
  const subjectName = subjectId === viewerId ? 'yourself' : subject ? (subject.name ?? 'Client') : 'your client';

  const state = generation.state;
  const approve = async () => {
    if (state.status !== 'preview') return;
    setSaving(true);
    try {
      const workoutId = await saveAiWorkout(state.draft, subjectId);
      generation.reset();
      if (sourceEntry) update(key, sourceEntry, { createdWorkoutId: workoutId });
      say({
        role: 'assistant',
        content: `${AI_MESSAGES.created}: ${state.draft.name}`,
        workoutId,
        ...(subjectId !== viewerId ? { forClient: subjectName, forClientId: subjectId } : {}),
      });
    } catch {
      say({ role: 'assistant', content: AI_MESSAGES.saveError, error: true });
    } finally {
      setSaving(false);
    }
  };

  const greeting =
    subjectId === viewerId
      ? `Hi ${viewerName || 'there'}! I'm your AI trainer. Ask me about training, recovery or nutrition, or ask for a workout.`
      : `Drafting for ${subjectName}. Ask for a workout and I'll build it from your library for their equipment and limitations.`;

  return (
    <div className="flex min-h-[60vh] flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        {isStaff ? (
          <SelectField
            label="Drafting for"
            value={subjectId}
            onChange={(event) => {
              generation.cancel();
              setSubjectId(event.target.value);
            }}
            options={[
              { value: viewerId, label: 'Myself' },
              ...(clients.data ?? []).map((c) => ({ value: c.id, label: c.name ?? 'Client' })),
            ]}
            className="min-w-48"
          />
        ) : (
          <span />
        )}
        <Button variant="ghost" onClick={() => clear(key)} disabled={entries.length === 0 || waiting}>
          Clear chat
        </Button>
      </div>
      <div className="flex-1">
        <ChatLog
          greeting={greeting}
          entries={entries}
          waiting={waiting}
          busy={state.status === 'generating' || waiting}
          onCreateWorkout={(request, entryId) => {
            setSourceEntry(entryId);
            void generation.start(request);
          }}
          onNavigate={onClose}
          onAddedToProgram={(entryId, label) => update(key, entryId, { addedToProgram: label })}
        />
      </div>
      {state.status === 'generating' && (
        <div
          role="status"
          className="flex items-center justify-between gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm dark:bg-emerald-500/10"
        >
          <span>Building your workout from the exercise library…</span>
          <Button variant="ghost" onClick={generation.cancel}>
            Cancel
          </Button>
        </div>
      )}
      {state.status === 'error' && <Alert>{state.message}</Alert>}
      <Modal title="Workout Preview" open={state.status === 'preview'} onClose={generation.reset}>
        {state.status === 'preview' && (
          <WorkoutPreview
            draft={state.draft}
            saving={saving}
            onApprove={() => void approve()}
            onRegenerate={() => void generation.start(state.request, state.changes)}
            onRequestChanges={(text) => {
              say({ role: 'user', content: text });
              void generation.start(state.request, [...state.changes, text], state.draft);
            }}
          />
        )}
      </Modal>
      <ChatComposer disabled={waiting || state.status === 'generating'} onSend={(message) => void send(message)} />
    </div>
  );
}
