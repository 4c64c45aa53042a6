import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button, type ButtonProps } from '@/components/ui/Button';
import { useAuthStore } from '@/features/auth';
import { newEmptyWorkoutPath } from '../lib/empty-workout';

/**
 * "Start empty workout": a workout with no plan, built as the client goes. The session id is made
 * here, on the device, so it starts with no network. Clients only: staff do not log workouts.
 */
export function StartEmptyWorkoutButton({
  variant = 'secondary',
  className,
}: Pick<ButtonProps, 'variant' | 'className'>) {
  const navigate = useNavigate();
  const isClient = useAuthStore((state) => state.isAuthenticated && state.userRole === 'client');
  if (!isClient) return null;
  return (
    <Button variant={variant} className={className} onClick={() => navigate(newEmptyWorkoutPath())}>
      <Plus aria-hidden="true" className="size-4" />
      Start empty workout
    </Button>
  );
}
