// Generated from the database schema (supabase/migrations) by scripts/generate-db-types.ts.
// Do not edit by hand: change a migration, then run `npm run gen:types` to regenerate this file.
// tests/integration/database-types.test.ts fails while this file is out of date.

export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      access_code_uses: {
        Row: {
          client_id: string
          time_step: number
          used_at: string
        }
        Insert: {
          client_id: string
          time_step: number
          used_at?: string
        }
        Update: {
          client_id?: string
          time_step?: number
          used_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "access_code_uses_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      access_keys: {
        Row: {
          client_id: string
          created_at: string
          member_number: number
          renewed_at: string | null
          revoked_at: string | null
          revoked_by: string | null
          revoked_reason: string | null
          secret: string
        }
        Insert: {
          client_id: string
          created_at?: string
          member_number?: number
          renewed_at?: string | null
          revoked_at?: string | null
          revoked_by?: string | null
          revoked_reason?: string | null
          secret: string
        }
        Update: {
          client_id?: string
          created_at?: string
          member_number?: number
          renewed_at?: string | null
          revoked_at?: string | null
          revoked_by?: string | null
          revoked_reason?: string | null
          secret?: string
        }
        Relationships: [
          {
            foreignKeyName: "access_keys_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: true
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "access_keys_revoked_by_fkey"
            columns: ["revoked_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      assessments: {
        Row: {
          client_id: string
          created_at: string
          created_by: string
          data: Json
          file_path: string | null
          id: string
          lab_ranges: Json
          measured_on: string
          notes: string | null
          type: string
          updated_at: string
        }
        Insert: {
          client_id: string
          created_at?: string
          created_by: string
          data?: Json
          file_path?: string | null
          id?: string
          lab_ranges?: Json
          measured_on?: string
          notes?: string | null
          type: string
          updated_at?: string
        }
        Update: {
          client_id?: string
          created_at?: string
          created_by?: string
          data?: Json
          file_path?: string | null
          id?: string
          lab_ranges?: Json
          measured_on?: string
          notes?: string | null
          type?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "assessments_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "assessments_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      automation_enrolments: {
        Row: {
          client_id: string
          created_at: string
          ended_at: string | null
          enrolled_at: string
          flow_id: string
          id: string
          join_id: string | null
          status: Database["public"]["Enums"]["automation_enrolment_status"]
          stopped_reason: string | null
          trigger_cleared_at: string | null
          updated_at: string
        }
        Insert: {
          client_id: string
          created_at?: string
          ended_at?: string | null
          enrolled_at: string
          flow_id: string
          id?: string
          join_id?: string | null
          status?: Database["public"]["Enums"]["automation_enrolment_status"]
          stopped_reason?: string | null
          trigger_cleared_at?: string | null
          updated_at?: string
        }
        Update: {
          client_id?: string
          created_at?: string
          ended_at?: string | null
          enrolled_at?: string
          flow_id?: string
          id?: string
          join_id?: string | null
          status?: Database["public"]["Enums"]["automation_enrolment_status"]
          stopped_reason?: string | null
          trigger_cleared_at?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "automation_enrolments_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "automation_enrolments_flow_id_fkey"
            columns: ["flow_id"]
            isOneToOne: false
            referencedRelation: "automation_flows"
            referencedColumns: ["id"]
          },
        ]
      }
      automation_flows: {
        Row: {
          condition_client_types: Database["public"]["Enums"]["client_type"][] | null
          condition_plan_ids: string[] | null
          condition_tag_ids: string[] | null
          condition_trainer_ids: string[] | null
          created_at: string
          created_by: string | null
          id: string
          kind: Database["public"]["Enums"]["automation_flow_kind"]
          name: string
          revision: number
          status: Database["public"]["Enums"]["automation_flow_status"]
          trainer_id: string | null
          trigger_count: number | null
          trigger_date: string | null
          trigger_days: number | null
          trigger_kind: Database["public"]["Enums"]["automation_trigger"]
          updated_at: string
        }
        Insert: {
          condition_client_types?: Database["public"]["Enums"]["client_type"][] | null
          condition_plan_ids?: string[] | null
          condition_tag_ids?: string[] | null
          condition_trainer_ids?: string[] | null
          created_at?: string
          created_by?: string | null
          id?: string
          kind: Database["public"]["Enums"]["automation_flow_kind"]
          name: string
          revision?: number
          status?: Database["public"]["Enums"]["automation_flow_status"]
          trainer_id?: string | null
          trigger_count?: number | null
          trigger_date?: string | null
          trigger_days?: number | null
          trigger_kind: Database["public"]["Enums"]["automation_trigger"]
          updated_at?: string
        }
        Update: {
          condition_client_types?: Database["public"]["Enums"]["client_type"][] | null
          condition_plan_ids?: string[] | null
          condition_tag_ids?: string[] | null
          condition_trainer_ids?: string[] | null
          created_at?: string
          created_by?: string | null
          id?: string
          kind?: Database["public"]["Enums"]["automation_flow_kind"]
          name?: string
          revision?: number
          status?: Database["public"]["Enums"]["automation_flow_status"]
          trainer_id?: string | null
          trigger_count?: number | null
          trigger_date?: string | null
          trigger_days?: number | null
          trigger_kind?: Database["public"]["Enums"]["automation_trigger"]
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "automation_flows_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "automation_flows_trainer_id_fkey"
            columns: ["trainer_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      automation_step_runs: {
        Row: {
          attempts: number
          created_at: string
          due_at: string
          enrolment_id: string
          id: string
          last_error: string | null
          ran_at: string | null
          status: Database["public"]["Enums"]["automation_run_status"]
          step_id: string
        }
        Insert: {
          attempts?: number
          created_at?: string
          due_at: string
          enrolment_id: string
          id?: string
          last_error?: string | null
          ran_at?: string | null
          status?: Database["public"]["Enums"]["automation_run_status"]
          step_id: string
        }
        Update: {
          attempts?: number
          created_at?: string
          due_at?: string
          enrolment_id?: string
          id?: string
          last_error?: string | null
          ran_at?: string | null
          status?: Database["public"]["Enums"]["automation_run_status"]
          step_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "automation_step_runs_enrolment_id_fkey"
            columns: ["enrolment_id"]
            isOneToOne: false
            referencedRelation: "automation_enrolments"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "automation_step_runs_step_id_fkey"
            columns: ["step_id"]
            isOneToOne: false
            referencedRelation: "automation_steps"
            referencedColumns: ["id"]
          },
        ]
      }
      automation_steps: {
        Row: {
          action: Database["public"]["Enums"]["automation_action"]
          collection_id: string | null
          created_at: string
          day_offset: number
          flow_id: string
          id: string
          message_body: string | null
          position: number
          program_id: string | null
          removed_at: string | null
          task_title: string | null
          time_of_day: string
          updated_at: string
        }
        Insert: {
          action: Database["public"]["Enums"]["automation_action"]
          collection_id?: string | null
          created_at?: string
          day_offset: number
          flow_id: string
          id?: string
          message_body?: string | null
          position: number
          program_id?: string | null
          removed_at?: string | null
          task_title?: string | null
          time_of_day?: string
          updated_at?: string
        }
        Update: {
          action?: Database["public"]["Enums"]["automation_action"]
          collection_id?: string | null
          created_at?: string
          day_offset?: number
          flow_id?: string
          id?: string
          message_body?: string | null
          position?: number
          program_id?: string | null
          removed_at?: string | null
          task_title?: string | null
          time_of_day?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "automation_steps_collection_id_fkey"
            columns: ["collection_id"]
            isOneToOne: false
            referencedRelation: "on_demand_collections"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "automation_steps_flow_id_fkey"
            columns: ["flow_id"]
            isOneToOne: false
            referencedRelation: "automation_flows"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "automation_steps_program_id_fkey"
            columns: ["program_id"]
            isOneToOne: false
            referencedRelation: "programs"
            referencedColumns: ["id"]
          },
        ]
      }
      body_weight_entries: {
        Row: {
          client_id: string
          created_at: string
          created_by: string
          id: string
          measured_on: string
          updated_at: string
          weighed_at: string | null
          weight_kg: number
        }
        Insert: {
          client_id: string
          created_at?: string
          created_by: string
          id?: string
          measured_on: string
          updated_at?: string
          weighed_at?: string | null
          weight_kg: number
        }
        Update: {
          client_id?: string
          created_at?: string
          created_by?: string
          id?: string
          measured_on?: string
          updated_at?: string
          weighed_at?: string | null
          weight_kg?: number
        }
        Relationships: [
          {
            foreignKeyName: "body_weight_entries_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "body_weight_entries_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      bookings: {
        Row: {
          attendance_marked_at: string | null
          booked_by: string | null
          cancel_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          client_id: string
          created_at: string
          credit_lot_id: string | null
          during: unknown | null
          ends_at: string
          fee_minor: number | null
          fee_order_id: string | null
          forgiven_at: string | null
          forgiven_by: string | null
          id: string
          membership_id: string | null
          note: string
          outcome: Database["public"]["Enums"]["penalty_outcome"] | null
          overridden: boolean
          overridden_by: string | null
          overridden_rules: string[]
          payment: Database["public"]["Enums"]["booking_payment"] | null
          series_id: string | null
          series_index: number | null
          service_id: string
          session_id: string
          starts_at: string
          status: Database["public"]["Enums"]["booking_status"]
          trainer_id: string
          updated_at: string
        }
        Insert: {
          attendance_marked_at?: string | null
          booked_by?: string | null
          cancel_reason?: string | null
          cancelled_at?: string | null
          cancelled_by?: string | null
          client_id: string
          created_at?: string
          credit_lot_id?: string | null
          during?: never
          ends_at: string
          fee_minor?: number | null
          fee_order_id?: string | null
          forgiven_at?: string | null
          forgiven_by?: string | null
          id?: string
          membership_id?: string | null
          note?: string
          outcome?: Database["public"]["Enums"]["penalty_outcome"] | null
          overridden?: boolean
          overridden_by?: string | null
          overridden_rules?: string[]
          payment?: Database["public"]["Enums"]["booking_payment"] | null
          series_id?: string | null
          series_index?: number | null
          service_id: string
          session_id: string
          starts_at: string
          status?: Database["public"]["Enums"]["booking_status"]
          trainer_id: string
          updated_at?: string
        }
        Update: {
          attendance_marked_at?: string | null
          booked_by?: string | null
          cancel_reason?: string | null
          cancelled_at?: string | null
          cancelled_by?: string | null
          client_id?: string
          created_at?: string
          credit_lot_id?: string | null
          during?: never
          ends_at?: string
          fee_minor?: number | null
          fee_order_id?: string | null
          forgiven_at?: string | null
          forgiven_by?: string | null
          id?: string
          membership_id?: string | null
          note?: string
          outcome?: Database["public"]["Enums"]["penalty_outcome"] | null
          overridden?: boolean
          overridden_by?: string | null
          overridden_rules?: string[]
          payment?: Database["public"]["Enums"]["booking_payment"] | null
          series_id?: string | null
          series_index?: number | null
          service_id?: string
          session_id?: string
          starts_at?: string
          status?: Database["public"]["Enums"]["booking_status"]
          trainer_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "bookings_booked_by_fkey"
            columns: ["booked_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bookings_cancelled_by_fkey"
            columns: ["cancelled_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bookings_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bookings_credit_lot_id_fkey"
            columns: ["credit_lot_id"]
            isOneToOne: false
            referencedRelation: "credit_lots"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bookings_fee_order_id_fkey"
            columns: ["fee_order_id"]
            isOneToOne: false
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bookings_forgiven_by_fkey"
            columns: ["forgiven_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bookings_membership_id_fkey"
            columns: ["membership_id"]
            isOneToOne: false
            referencedRelation: "memberships"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bookings_overridden_by_fkey"
            columns: ["overridden_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bookings_service_id_fkey"
            columns: ["service_id"]
            isOneToOne: false
            referencedRelation: "services"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bookings_session_id_fkey"
            columns: ["session_id"]
            isOneToOne: false
            referencedRelation: "service_sessions"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bookings_trainer_id_fkey"
            columns: ["trainer_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      calendar_feed_tokens: {
        Row: {
          created_at: string
          id: string
          revoked_at: string | null
          token_hash: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          revoked_at?: string | null
          token_hash: string
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          revoked_at?: string | null
          token_hash?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "calendar_feed_tokens_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      check_in_attempts: {
        Row: {
          attempted_at: string
          client_id: string | null
          desk_user_id: string | null
          id: string
          method: Database["public"]["Enums"]["check_in_method"]
          reason: Database["public"]["Enums"]["check_in_reason"]
          result: Database["public"]["Enums"]["check_in_result"]
          time_step: number | null
        }
        Insert: {
          attempted_at?: string
          client_id?: string | null
          desk_user_id?: string | null
          id?: string
          method: Database["public"]["Enums"]["check_in_method"]
          reason: Database["public"]["Enums"]["check_in_reason"]
          result: Database["public"]["Enums"]["check_in_result"]
          time_step?: number | null
        }
        Update: {
          attempted_at?: string
          client_id?: string | null
          desk_user_id?: string | null
          id?: string
          method?: Database["public"]["Enums"]["check_in_method"]
          reason?: Database["public"]["Enums"]["check_in_reason"]
          result?: Database["public"]["Enums"]["check_in_result"]
          time_step?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "check_in_attempts_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "check_in_attempts_desk_user_id_fkey"
            columns: ["desk_user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      check_in_forms: {
        Row: {
          client_id: string | null
          coach_id: string
          created_at: string
          due_weekday: number
          id: string
          questions: Json
          updated_at: string
        }
        Insert: {
          client_id?: string | null
          coach_id?: string
          created_at?: string
          due_weekday?: number
          id?: string
          questions: Json
          updated_at?: string
        }
        Update: {
          client_id?: string | null
          coach_id?: string
          created_at?: string
          due_weekday?: number
          id?: string
          questions?: Json
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "check_in_forms_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "check_in_forms_coach_id_fkey"
            columns: ["coach_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      check_ins: {
        Row: {
          booking_id: string | null
          checked_in_at: string
          client_id: string
          desk_user_id: string | null
          door_id: string | null
          door_opened_at: string | null
          id: string
          method: Database["public"]["Enums"]["check_in_method"]
          overridden: boolean
        }
        Insert: {
          booking_id?: string | null
          checked_in_at?: string
          client_id: string
          desk_user_id?: string | null
          door_id?: string | null
          door_opened_at?: string | null
          id?: string
          method: Database["public"]["Enums"]["check_in_method"]
          overridden?: boolean
        }
        Update: {
          booking_id?: string | null
          checked_in_at?: string
          client_id?: string
          desk_user_id?: string | null
          door_id?: string | null
          door_opened_at?: string | null
          id?: string
          method?: Database["public"]["Enums"]["check_in_method"]
          overridden?: boolean
        }
        Relationships: [
          {
            foreignKeyName: "check_ins_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: false
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "check_ins_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "check_ins_desk_user_id_fkey"
            columns: ["desk_user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      client_invitations: {
        Row: {
          accepted_at: string | null
          accepted_by: string | null
          client_type: Database["public"]["Enums"]["client_type"]
          code_hash: string | null
          created_at: string
          email: string | null
          expires_at: string
          id: string
          invited_by: string
          phone: string | null
          sent_at: string
          status: Database["public"]["Enums"]["invitation_status"]
          token_hash: string
          trainer_id: string
        }
        Insert: {
          accepted_at?: string | null
          accepted_by?: string | null
          client_type?: Database["public"]["Enums"]["client_type"]
          code_hash?: string | null
          created_at?: string
          email?: string | null
          expires_at?: string
          id?: string
          invited_by: string
          phone?: string | null
          sent_at?: string
          status?: Database["public"]["Enums"]["invitation_status"]
          token_hash: string
          trainer_id: string
        }
        Update: {
          accepted_at?: string | null
          accepted_by?: string | null
          client_type?: Database["public"]["Enums"]["client_type"]
          code_hash?: string | null
          created_at?: string
          email?: string | null
          expires_at?: string
          id?: string
          invited_by?: string
          phone?: string | null
          sent_at?: string
          status?: Database["public"]["Enums"]["invitation_status"]
          token_hash?: string
          trainer_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "client_invitations_accepted_by_fkey"
            columns: ["accepted_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "client_invitations_invited_by_fkey"
            columns: ["invited_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "client_invitations_trainer_id_fkey"
            columns: ["trainer_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      client_lift_days: {
        Row: {
          best_before: number | null
          best_e1rm: number
          best_to_date: number
          day: string
          exercise_id: string
          id: string
          user_id: string
        }
        Insert: {
          best_before?: number | null
          best_e1rm: number
          best_to_date: number
          day: string
          exercise_id: string
          id?: string
          user_id: string
        }
        Update: {
          best_before?: number | null
          best_e1rm?: number
          best_to_date?: number
          day?: string
          exercise_id?: string
          id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "client_lift_days_exercise_id_fkey"
            columns: ["exercise_id"]
            isOneToOne: false
            referencedRelation: "exercises"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "client_lift_days_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      client_notes: {
        Row: {
          author_id: string | null
          body: string
          client_id: string
          created_at: string
          id: string
          updated_at: string
        }
        Insert: {
          author_id?: string | null
          body: string
          client_id: string
          created_at?: string
          id?: string
          updated_at?: string
        }
        Update: {
          author_id?: string | null
          body?: string
          client_id?: string
          created_at?: string
          id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "client_notes_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "client_notes_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      client_tag_assignments: {
        Row: {
          client_id: string
          created_at: string
          id: string
          tag_id: string
        }
        Insert: {
          client_id: string
          created_at?: string
          id?: string
          tag_id: string
        }
        Update: {
          client_id?: string
          created_at?: string
          id?: string
          tag_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "client_tag_assignments_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "client_tag_assignments_tag_id_fkey"
            columns: ["tag_id"]
            isOneToOne: false
            referencedRelation: "client_tags"
            referencedColumns: ["id"]
          },
        ]
      }
      client_tags: {
        Row: {
          created_at: string
          id: string
          name: string
          trainer_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          name: string
          trainer_id?: string
        }
        Update: {
          created_at?: string
          id?: string
          name?: string
          trainer_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "client_tags_trainer_id_fkey"
            columns: ["trainer_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      client_training_days: {
        Row: {
          completed_sets: number
          day: string
          id: string
          user_id: string
          workouts: number
        }
        Insert: {
          completed_sets?: number
          day: string
          id?: string
          user_id: string
          workouts?: number
        }
        Update: {
          completed_sets?: number
          day?: string
          id?: string
          user_id?: string
          workouts?: number
        }
        Relationships: [
          {
            foreignKeyName: "client_training_days_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      clients: {
        Row: {
          available_equipment: string[]
          created_at: string
          daily_calorie_goal: number
          goals: string[]
          id: string
          macro_carb_goal: number
          macro_fat_goal: number
          macro_protein_goal: number
          updated_at: string
        }
        Insert: {
          available_equipment?: string[]
          created_at?: string
          daily_calorie_goal?: number
          goals?: string[]
          id: string
          macro_carb_goal?: number
          macro_fat_goal?: number
          macro_protein_goal?: number
          updated_at?: string
        }
        Update: {
          available_equipment?: string[]
          created_at?: string
          daily_calorie_goal?: number
          goals?: string[]
          id?: string
          macro_carb_goal?: number
          macro_fat_goal?: number
          macro_protein_goal?: number
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "clients_id_fkey"
            columns: ["id"]
            isOneToOne: true
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      credit_categories: {
        Row: {
          created_at: string
          id: string
          is_archived: boolean
          name: string
        }
        Insert: {
          created_at?: string
          id?: string
          is_archived?: boolean
          name: string
        }
        Update: {
          created_at?: string
          id?: string
          is_archived?: boolean
          name?: string
        }
        Relationships: []
      }
      credit_ledger: {
        Row: {
          actor_id: string | null
          booking_id: string | null
          client_id: string
          created_at: string
          delta: number
          id: number
          lot_id: string
          note: string | null
          order_id: string | null
          reason: Database["public"]["Enums"]["credit_reason"]
          refund_id: string | null
        }
        Insert: {
          actor_id?: string | null
          booking_id?: string | null
          client_id: string
          created_at?: string
          delta: number
          id?: never
          lot_id: string
          note?: string | null
          order_id?: string | null
          reason: Database["public"]["Enums"]["credit_reason"]
          refund_id?: string | null
        }
        Update: {
          actor_id?: string | null
          booking_id?: string | null
          client_id?: string
          created_at?: string
          delta?: number
          id?: never
          lot_id?: string
          note?: string | null
          order_id?: string | null
          reason?: Database["public"]["Enums"]["credit_reason"]
          refund_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "credit_ledger_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "credit_ledger_lot_id_fkey"
            columns: ["lot_id"]
            isOneToOne: false
            referencedRelation: "credit_lots"
            referencedColumns: ["id"]
          },
        ]
      }
      credit_lots: {
        Row: {
          category_id: string | null
          client_id: string
          created_at: string
          expires_at: string | null
          granted: number
          id: string
          membership_id: string | null
          order_id: string | null
          period_start: string | null
          remaining: number
          service_id: string | null
        }
        Insert: {
          category_id?: string | null
          client_id: string
          created_at?: string
          expires_at?: string | null
          granted: number
          id?: string
          membership_id?: string | null
          order_id?: string | null
          period_start?: string | null
          remaining?: number
          service_id?: string | null
        }
        Update: {
          category_id?: string | null
          client_id?: string
          created_at?: string
          expires_at?: string | null
          granted?: number
          id?: string
          membership_id?: string | null
          order_id?: string | null
          period_start?: string | null
          remaining?: number
          service_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "credit_lots_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "credit_categories"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "credit_lots_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "credit_lots_membership_id_fkey"
            columns: ["membership_id"]
            isOneToOne: false
            referencedRelation: "memberships"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "credit_lots_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: false
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "credit_lots_service_id_fkey"
            columns: ["service_id"]
            isOneToOne: false
            referencedRelation: "services"
            referencedColumns: ["id"]
          },
        ]
      }
      cycle_entries: {
        Row: {
          created_at: string
          flow: string | null
          id: string
          notes: string | null
          period_end: string | null
          period_start: string
          symptoms: string[]
          user_id: string
        }
        Insert: {
          created_at?: string
          flow?: string | null
          id?: string
          notes?: string | null
          period_end?: string | null
          period_start: string
          symptoms?: string[]
          user_id: string
        }
        Update: {
          created_at?: string
          flow?: string | null
          id?: string
          notes?: string | null
          period_end?: string | null
          period_start?: string
          symptoms?: string[]
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "cycle_entries_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      discount_codes: {
        Row: {
          amount_off_minor: number | null
          code: string
          created_at: string
          created_by: string | null
          ends_at: string | null
          id: string
          is_archived: boolean
          kind: Database["public"]["Enums"]["discount_kind"]
          max_per_client: number | null
          max_redemptions: number | null
          percent_off: number | null
          product_ids: string[] | null
          starts_at: string | null
          updated_at: string
        }
        Insert: {
          amount_off_minor?: number | null
          code: string
          created_at?: string
          created_by?: string | null
          ends_at?: string | null
          id?: string
          is_archived?: boolean
          kind: Database["public"]["Enums"]["discount_kind"]
          max_per_client?: number | null
          max_redemptions?: number | null
          percent_off?: number | null
          product_ids?: string[] | null
          starts_at?: string | null
          updated_at?: string
        }
        Update: {
          amount_off_minor?: number | null
          code?: string
          created_at?: string
          created_by?: string | null
          ends_at?: string | null
          id?: string
          is_archived?: boolean
          kind?: Database["public"]["Enums"]["discount_kind"]
          max_per_client?: number | null
          max_redemptions?: number | null
          percent_off?: number | null
          product_ids?: string[] | null
          starts_at?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "discount_codes_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      discount_redemptions: {
        Row: {
          client_id: string
          created_at: string
          discount_id: string
          id: string
          order_id: string
          released_at: string | null
        }
        Insert: {
          client_id: string
          created_at?: string
          discount_id: string
          id?: string
          order_id: string
          released_at?: string | null
        }
        Update: {
          client_id?: string
          created_at?: string
          discount_id?: string
          id?: string
          order_id?: string
          released_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "discount_redemptions_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "discount_redemptions_discount_id_fkey"
            columns: ["discount_id"]
            isOneToOne: false
            referencedRelation: "discount_codes"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "discount_redemptions_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: true
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
        ]
      }
      exercises: {
        Row: {
          aliases: string[]
          category: string
          created_at: string
          created_by: string | null
          demo_video_url: string | null
          description: string | null
          equipment: string | null
          force: string | null
          id: string
          images: string[]
          instructions: string[]
          is_active: boolean
          level: string
          mechanic: string | null
          muscle_groups: string[]
          name: string
          secondary_muscles: string[]
          slug: string
          source: string
          source_ref: string | null
          thumbnail_url: string | null
          updated_at: string
        }
        Insert: {
          aliases?: string[]
          category?: string
          created_at?: string
          created_by?: string | null
          demo_video_url?: string | null
          description?: string | null
          equipment?: string | null
          force?: string | null
          id?: string
          images?: string[]
          instructions?: string[]
          is_active?: boolean
          level?: string
          mechanic?: string | null
          muscle_groups?: string[]
          name: string
          secondary_muscles?: string[]
          slug: string
          source?: string
          source_ref?: string | null
          thumbnail_url?: string | null
          updated_at?: string
        }
        Update: {
          aliases?: string[]
          category?: string
          created_at?: string
          created_by?: string | null
          demo_video_url?: string | null
          description?: string | null
          equipment?: string | null
          force?: string | null
          id?: string
          images?: string[]
          instructions?: string[]
          is_active?: boolean
          level?: string
          mechanic?: string | null
          muscle_groups?: string[]
          name?: string
          secondary_muscles?: string[]
          slug?: string
          source?: string
          source_ref?: string | null
          thumbnail_url?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "exercises_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      habit_ticks: {
        Row: {
          client_id: string
          created_at: string
          habit_id: string
          id: string
          tick_date: string
        }
        Insert: {
          client_id: string
          created_at?: string
          habit_id: string
          id: string
          tick_date: string
        }
        Update: {
          client_id?: string
          created_at?: string
          habit_id?: string
          id?: string
          tick_date?: string
        }
        Relationships: [
          {
            foreignKeyName: "habit_ticks_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "habit_ticks_habit_id_fkey"
            columns: ["habit_id"]
            isOneToOne: false
            referencedRelation: "habits"
            referencedColumns: ["id"]
          },
        ]
      }
      habits: {
        Row: {
          archived_at: string | null
          client_id: string
          created_at: string
          created_by: string
          days_per_week: number | null
          frequency: Database["public"]["Enums"]["habit_frequency"]
          id: string
          notes: string | null
          starts_on: string
          title: string
          updated_at: string
        }
        Insert: {
          archived_at?: string | null
          client_id: string
          created_at?: string
          created_by: string
          days_per_week?: number | null
          frequency?: Database["public"]["Enums"]["habit_frequency"]
          id?: string
          notes?: string | null
          starts_on?: string
          title: string
          updated_at?: string
        }
        Update: {
          archived_at?: string | null
          client_id?: string
          created_at?: string
          created_by?: string
          days_per_week?: number | null
          frequency?: Database["public"]["Enums"]["habit_frequency"]
          id?: string
          notes?: string | null
          starts_on?: string
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "habits_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "habits_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      membership_plans: {
        Row: {
          billing_interval: Database["public"]["Enums"]["billing_interval"]
          category_id: string
          created_at: string
          created_by: string | null
          credits_per_period: number | null
          description: string
          grants_client_type: Database["public"]["Enums"]["client_type"] | null
          id: string
          is_archived: boolean
          name: string
          price_minor: number
          unlocks_on_demand: boolean
          unlocks_studio_access: boolean
          updated_at: string
        }
        Insert: {
          billing_interval?: Database["public"]["Enums"]["billing_interval"]
          category_id: string
          created_at?: string
          created_by?: string | null
          credits_per_period?: number | null
          description?: string
          grants_client_type?: Database["public"]["Enums"]["client_type"] | null
          id?: string
          is_archived?: boolean
          name: string
          price_minor: number
          unlocks_on_demand?: boolean
          unlocks_studio_access?: boolean
          updated_at?: string
        }
        Update: {
          billing_interval?: Database["public"]["Enums"]["billing_interval"]
          category_id?: string
          created_at?: string
          created_by?: string | null
          credits_per_period?: number | null
          description?: string
          grants_client_type?: Database["public"]["Enums"]["client_type"] | null
          id?: string
          is_archived?: boolean
          name?: string
          price_minor?: number
          unlocks_on_demand?: boolean
          unlocks_studio_access?: boolean
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "membership_plans_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "credit_categories"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "membership_plans_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      memberships: {
        Row: {
          billing_interval: Database["public"]["Enums"]["billing_interval"]
          cancel_at_period_end: boolean
          category_id: string | null
          client_id: string
          created_at: string
          credits_per_period: number | null
          currency: string
          current_period_end: string
          current_period_start: string
          description: string
          ended_at: string | null
          grants_client_type: Database["public"]["Enums"]["client_type"] | null
          id: string
          order_id: string
          past_due_since: string | null
          paused_at: string | null
          plan_id: string | null
          previous_client_type: Database["public"]["Enums"]["client_type"] | null
          price_minor: number
          provider: string
          provider_subscription_id: string | null
          status: Database["public"]["Enums"]["membership_status"]
          unlocks_on_demand: boolean
          unlocks_studio_access: boolean
          updated_at: string
        }
        Insert: {
          billing_interval: Database["public"]["Enums"]["billing_interval"]
          cancel_at_period_end?: boolean
          category_id?: string | null
          client_id: string
          created_at?: string
          credits_per_period?: number | null
          currency: string
          current_period_end: string
          current_period_start: string
          description: string
          ended_at?: string | null
          grants_client_type?: Database["public"]["Enums"]["client_type"] | null
          id?: string
          order_id: string
          past_due_since?: string | null
          paused_at?: string | null
          plan_id?: string | null
          previous_client_type?: Database["public"]["Enums"]["client_type"] | null
          price_minor: number
          provider?: string
          provider_subscription_id?: string | null
          status?: Database["public"]["Enums"]["membership_status"]
          unlocks_on_demand?: boolean
          unlocks_studio_access?: boolean
          updated_at?: string
        }
        Update: {
          billing_interval?: Database["public"]["Enums"]["billing_interval"]
          cancel_at_period_end?: boolean
          category_id?: string | null
          client_id?: string
          created_at?: string
          credits_per_period?: number | null
          currency?: string
          current_period_end?: string
          current_period_start?: string
          description?: string
          ended_at?: string | null
          grants_client_type?: Database["public"]["Enums"]["client_type"] | null
          id?: string
          order_id?: string
          past_due_since?: string | null
          paused_at?: string | null
          plan_id?: string | null
          previous_client_type?: Database["public"]["Enums"]["client_type"] | null
          price_minor?: number
          provider?: string
          provider_subscription_id?: string | null
          status?: Database["public"]["Enums"]["membership_status"]
          unlocks_on_demand?: boolean
          unlocks_studio_access?: boolean
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "memberships_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "credit_categories"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "memberships_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "memberships_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: true
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "memberships_plan_id_fkey"
            columns: ["plan_id"]
            isOneToOne: false
            referencedRelation: "membership_plans"
            referencedColumns: ["id"]
          },
        ]
      }
      message_broadcasts: {
        Row: {
          audience: string
          body: string
          created_at: string
          id: string
          recipient_count: number
          sender_id: string
        }
        Insert: {
          audience: string
          body: string
          created_at?: string
          id: string
          recipient_count: number
          sender_id: string
        }
        Update: {
          audience?: string
          body?: string
          created_at?: string
          id?: string
          recipient_count?: number
          sender_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "message_broadcasts_sender_id_fkey"
            columns: ["sender_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      messages: {
        Row: {
          attachment_duration_seconds: number | null
          attachment_height: number | null
          attachment_mime: string | null
          attachment_name: string | null
          attachment_path: string | null
          attachment_size: number | null
          attachment_thumbnail_path: string | null
          attachment_width: number | null
          body: string
          created_at: string
          id: string
          read_at: string | null
          recipient_id: string
          sender_id: string
        }
        Insert: {
          attachment_duration_seconds?: number | null
          attachment_height?: number | null
          attachment_mime?: string | null
          attachment_name?: string | null
          attachment_path?: string | null
          attachment_size?: number | null
          attachment_thumbnail_path?: string | null
          attachment_width?: number | null
          body: string
          created_at?: string
          id?: string
          read_at?: string | null
          recipient_id: string
          sender_id: string
        }
        Update: {
          attachment_duration_seconds?: number | null
          attachment_height?: number | null
          attachment_mime?: string | null
          attachment_name?: string | null
          attachment_path?: string | null
          attachment_size?: number | null
          attachment_thumbnail_path?: string | null
          attachment_width?: number | null
          body?: string
          created_at?: string
          id?: string
          read_at?: string | null
          recipient_id?: string
          sender_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "messages_recipient_id_fkey"
            columns: ["recipient_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "messages_sender_id_fkey"
            columns: ["sender_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      notifications: {
        Row: {
          body: string
          created_at: string
          dedupe_key: string | null
          id: string
          kind: string
          link: string | null
          read_at: string | null
          recipient_id: string
          title: string
        }
        Insert: {
          body?: string
          created_at?: string
          dedupe_key?: string | null
          id?: string
          kind: string
          link?: string | null
          read_at?: string | null
          recipient_id: string
          title: string
        }
        Update: {
          body?: string
          created_at?: string
          dedupe_key?: string | null
          id?: string
          kind?: string
          link?: string | null
          read_at?: string | null
          recipient_id?: string
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: "notifications_recipient_id_fkey"
            columns: ["recipient_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      on_demand_collection_items: {
        Row: {
          collection_id: string
          id: string
          position: number
          resource_id: string | null
          workout_id: string | null
        }
        Insert: {
          collection_id: string
          id?: string
          position: number
          resource_id?: string | null
          workout_id?: string | null
        }
        Update: {
          collection_id?: string
          id?: string
          position?: number
          resource_id?: string | null
          workout_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "on_demand_collection_items_collection_id_fkey"
            columns: ["collection_id"]
            isOneToOne: false
            referencedRelation: "on_demand_collections"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "on_demand_collection_items_resource_id_fkey"
            columns: ["resource_id"]
            isOneToOne: false
            referencedRelation: "on_demand_resources"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "on_demand_collection_items_workout_id_fkey"
            columns: ["workout_id"]
            isOneToOne: false
            referencedRelation: "on_demand_workouts"
            referencedColumns: ["id"]
          },
        ]
      }
      on_demand_collections: {
        Row: {
          cover_path: string | null
          created_at: string
          created_by: string | null
          description: string
          id: string
          is_published: boolean
          kind: Database["public"]["Enums"]["on_demand_collection_kind"]
          revision: number
          title: string
          updated_at: string
        }
        Insert: {
          cover_path?: string | null
          created_at?: string
          created_by?: string | null
          description?: string
          id?: string
          is_published?: boolean
          kind: Database["public"]["Enums"]["on_demand_collection_kind"]
          revision?: number
          title: string
          updated_at?: string
        }
        Update: {
          cover_path?: string | null
          created_at?: string
          created_by?: string | null
          description?: string
          id?: string
          is_published?: boolean
          kind?: Database["public"]["Enums"]["on_demand_collection_kind"]
          revision?: number
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "on_demand_collections_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      on_demand_grants: {
        Row: {
          audience: Database["public"]["Enums"]["on_demand_audience"]
          client_id: string | null
          client_type: Database["public"]["Enums"]["client_type"] | null
          collection_id: string
          created_at: string
          created_by: string | null
          id: string
          package_id: string | null
          plan_id: string | null
        }
        Insert: {
          audience: Database["public"]["Enums"]["on_demand_audience"]
          client_id?: string | null
          client_type?: Database["public"]["Enums"]["client_type"] | null
          collection_id: string
          created_at?: string
          created_by?: string | null
          id?: string
          package_id?: string | null
          plan_id?: string | null
        }
        Update: {
          audience?: Database["public"]["Enums"]["on_demand_audience"]
          client_id?: string | null
          client_type?: Database["public"]["Enums"]["client_type"] | null
          collection_id?: string
          created_at?: string
          created_by?: string | null
          id?: string
          package_id?: string | null
          plan_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "on_demand_grants_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "on_demand_grants_collection_id_fkey"
            columns: ["collection_id"]
            isOneToOne: false
            referencedRelation: "on_demand_collections"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "on_demand_grants_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "on_demand_grants_package_id_fkey"
            columns: ["package_id"]
            isOneToOne: false
            referencedRelation: "packages"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "on_demand_grants_plan_id_fkey"
            columns: ["plan_id"]
            isOneToOne: false
            referencedRelation: "membership_plans"
            referencedColumns: ["id"]
          },
        ]
      }
      on_demand_item_labels: {
        Row: {
          created_at: string
          id: string
          label_id: string
          resource_id: string | null
          workout_id: string | null
        }
        Insert: {
          created_at?: string
          id?: string
          label_id: string
          resource_id?: string | null
          workout_id?: string | null
        }
        Update: {
          created_at?: string
          id?: string
          label_id?: string
          resource_id?: string | null
          workout_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "on_demand_item_labels_label_id_fkey"
            columns: ["label_id"]
            isOneToOne: false
            referencedRelation: "on_demand_labels"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "on_demand_item_labels_resource_id_fkey"
            columns: ["resource_id"]
            isOneToOne: false
            referencedRelation: "on_demand_resources"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "on_demand_item_labels_workout_id_fkey"
            columns: ["workout_id"]
            isOneToOne: false
            referencedRelation: "on_demand_workouts"
            referencedColumns: ["id"]
          },
        ]
      }
      on_demand_labels: {
        Row: {
          created_at: string
          created_by: string | null
          id: string
          name: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          id?: string
          name: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          id?: string
          name?: string
        }
        Relationships: [
          {
            foreignKeyName: "on_demand_labels_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      on_demand_progress: {
        Row: {
          client_id: string
          completed_at: string | null
          id: string
          opened_at: string
          position_seconds: number
          resource_id: string | null
          updated_at: string
          workout_id: string | null
        }
        Insert: {
          client_id: string
          completed_at?: string | null
          id?: string
          opened_at?: string
          position_seconds?: number
          resource_id?: string | null
          updated_at?: string
          workout_id?: string | null
        }
        Update: {
          client_id?: string
          completed_at?: string | null
          id?: string
          opened_at?: string
          position_seconds?: number
          resource_id?: string | null
          updated_at?: string
          workout_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "on_demand_progress_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "on_demand_progress_resource_id_fkey"
            columns: ["resource_id"]
            isOneToOne: false
            referencedRelation: "on_demand_resources"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "on_demand_progress_workout_id_fkey"
            columns: ["workout_id"]
            isOneToOne: false
            referencedRelation: "on_demand_workouts"
            referencedColumns: ["id"]
          },
        ]
      }
      on_demand_resources: {
        Row: {
          created_at: string
          created_by: string | null
          description: string
          duration_seconds: number | null
          id: string
          is_published: boolean
          kind: Database["public"]["Enums"]["on_demand_kind"]
          mime_type: string | null
          size_bytes: number | null
          storage_path: string | null
          thumbnail_path: string | null
          title: string
          updated_at: string
          url: string | null
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          description?: string
          duration_seconds?: number | null
          id?: string
          is_published?: boolean
          kind: Database["public"]["Enums"]["on_demand_kind"]
          mime_type?: string | null
          size_bytes?: number | null
          storage_path?: string | null
          thumbnail_path?: string | null
          title: string
          updated_at?: string
          url?: string | null
        }
        Update: {
          created_at?: string
          created_by?: string | null
          description?: string
          duration_seconds?: number | null
          id?: string
          is_published?: boolean
          kind?: Database["public"]["Enums"]["on_demand_kind"]
          mime_type?: string | null
          size_bytes?: number | null
          storage_path?: string | null
          thumbnail_path?: string | null
          title?: string
          updated_at?: string
          url?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "on_demand_resources_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      on_demand_workouts: {
        Row: {
          created_at: string
          created_by: string | null
          description: string
          id: string
          is_published: boolean
          updated_at: string
          video_resource_id: string | null
          workout_id: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          description?: string
          id?: string
          is_published?: boolean
          updated_at?: string
          video_resource_id?: string | null
          workout_id: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          description?: string
          id?: string
          is_published?: boolean
          updated_at?: string
          video_resource_id?: string | null
          workout_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "on_demand_workouts_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "on_demand_workouts_video_resource_id_fkey"
            columns: ["video_resource_id"]
            isOneToOne: false
            referencedRelation: "on_demand_resources"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "on_demand_workouts_workout_id_fkey"
            columns: ["workout_id"]
            isOneToOne: true
            referencedRelation: "workouts"
            referencedColumns: ["id"]
          },
        ]
      }
      onboarding_forms: {
        Row: {
          assessment: Json
          client_id: string
          created_at: string
          id: string
          submitted_by: string | null
        }
        Insert: {
          assessment?: Json
          client_id: string
          created_at?: string
          id?: string
          submitted_by?: string | null
        }
        Update: {
          assessment?: Json
          client_id?: string
          created_at?: string
          id?: string
          submitted_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "onboarding_forms_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "onboarding_forms_submitted_by_fkey"
            columns: ["submitted_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      orders: {
        Row: {
          amount_minor: number
          billing_interval: Database["public"]["Enums"]["billing_interval"] | null
          booking_id: string | null
          category_id: string | null
          client_id: string
          created_at: string
          credits: number | null
          currency: string
          description: string
          discount_id: string | null
          discount_minor: number
          expires_at: string | null
          id: string
          kind: Database["public"]["Enums"]["order_kind"]
          list_price_minor: number
          package_id: string | null
          paid_at: string | null
          plan_id: string | null
          provider: string
          provider_checkout_id: string | null
          provider_customer_id: string | null
          provider_payment_id: string | null
          refunded_minor: number
          return_path: string | null
          service_id: string | null
          status: Database["public"]["Enums"]["order_status"]
          updated_at: string
          valid_days: number | null
        }
        Insert: {
          amount_minor: number
          billing_interval?: Database["public"]["Enums"]["billing_interval"] | null
          booking_id?: string | null
          category_id?: string | null
          client_id: string
          created_at?: string
          credits?: number | null
          currency: string
          description: string
          discount_id?: string | null
          discount_minor?: number
          expires_at?: string | null
          id?: string
          kind: Database["public"]["Enums"]["order_kind"]
          list_price_minor: number
          package_id?: string | null
          paid_at?: string | null
          plan_id?: string | null
          provider?: string
          provider_checkout_id?: string | null
          provider_customer_id?: string | null
          provider_payment_id?: string | null
          refunded_minor?: number
          return_path?: string | null
          service_id?: string | null
          status?: Database["public"]["Enums"]["order_status"]
          updated_at?: string
          valid_days?: number | null
        }
        Update: {
          amount_minor?: number
          billing_interval?: Database["public"]["Enums"]["billing_interval"] | null
          booking_id?: string | null
          category_id?: string | null
          client_id?: string
          created_at?: string
          credits?: number | null
          currency?: string
          description?: string
          discount_id?: string | null
          discount_minor?: number
          expires_at?: string | null
          id?: string
          kind?: Database["public"]["Enums"]["order_kind"]
          list_price_minor?: number
          package_id?: string | null
          paid_at?: string | null
          plan_id?: string | null
          provider?: string
          provider_checkout_id?: string | null
          provider_customer_id?: string | null
          provider_payment_id?: string | null
          refunded_minor?: number
          return_path?: string | null
          service_id?: string | null
          status?: Database["public"]["Enums"]["order_status"]
          updated_at?: string
          valid_days?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "orders_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: false
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "orders_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "credit_categories"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "orders_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "orders_discount_id_fkey"
            columns: ["discount_id"]
            isOneToOne: false
            referencedRelation: "discount_codes"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "orders_package_id_fkey"
            columns: ["package_id"]
            isOneToOne: false
            referencedRelation: "packages"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "orders_plan_id_fkey"
            columns: ["plan_id"]
            isOneToOne: false
            referencedRelation: "membership_plans"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "orders_service_id_fkey"
            columns: ["service_id"]
            isOneToOne: false
            referencedRelation: "services"
            referencedColumns: ["id"]
          },
        ]
      }
      packages: {
        Row: {
          category_id: string
          created_at: string
          created_by: string | null
          credits: number
          description: string
          id: string
          is_archived: boolean
          name: string
          per_client_limit: number | null
          price_minor: number
          updated_at: string
          valid_days: number | null
        }
        Insert: {
          category_id: string
          created_at?: string
          created_by?: string | null
          credits: number
          description?: string
          id?: string
          is_archived?: boolean
          name: string
          per_client_limit?: number | null
          price_minor: number
          updated_at?: string
          valid_days?: number | null
        }
        Update: {
          category_id?: string
          created_at?: string
          created_by?: string | null
          credits?: number
          description?: string
          id?: string
          is_archived?: boolean
          name?: string
          per_client_limit?: number | null
          price_minor?: number
          updated_at?: string
          valid_days?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "packages_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "credit_categories"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "packages_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      payment_events: {
        Row: {
          event_id: string
          id: string
          order_id: string | null
          outcome: string
          provider: string
          received_at: string
          type: string
        }
        Insert: {
          event_id: string
          id?: string
          order_id?: string | null
          outcome: string
          provider: string
          received_at?: string
          type: string
        }
        Update: {
          event_id?: string
          id?: string
          order_id?: string | null
          outcome?: string
          provider?: string
          received_at?: string
          type?: string
        }
        Relationships: []
      }
      program_week_prescriptions: {
        Row: {
          created_at: string
          id: string
          note: string | null
          percent_e1rm: number | null
          program_id: string
          reps: number | null
          rpe: number | null
          sets: number | null
          week_number: number
          weight_kg: number | null
          workout_exercise_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          note?: string | null
          percent_e1rm?: number | null
          program_id: string
          reps?: number | null
          rpe?: number | null
          sets?: number | null
          week_number: number
          weight_kg?: number | null
          workout_exercise_id: string
        }
        Update: {
          created_at?: string
          id?: string
          note?: string | null
          percent_e1rm?: number | null
          program_id?: string
          reps?: number | null
          rpe?: number | null
          sets?: number | null
          week_number?: number
          weight_kg?: number | null
          workout_exercise_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "program_week_prescriptions_program_id_fkey"
            columns: ["program_id"]
            isOneToOne: false
            referencedRelation: "programs"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "program_week_prescriptions_workout_exercise_id_fkey"
            columns: ["workout_exercise_id"]
            isOneToOne: false
            referencedRelation: "workout_exercises"
            referencedColumns: ["id"]
          },
        ]
      }
      program_workouts: {
        Row: {
          created_at: string
          day_of_week: number | null
          id: string
          notes: string | null
          position: number
          program_id: string
          workout_id: string
        }
        Insert: {
          created_at?: string
          day_of_week?: number | null
          id?: string
          notes?: string | null
          position?: number
          program_id: string
          workout_id: string
        }
        Update: {
          created_at?: string
          day_of_week?: number | null
          id?: string
          notes?: string | null
          position?: number
          program_id?: string
          workout_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "program_workouts_program_id_fkey"
            columns: ["program_id"]
            isOneToOne: false
            referencedRelation: "programs"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "program_workouts_workout_id_fkey"
            columns: ["workout_id"]
            isOneToOne: false
            referencedRelation: "workouts"
            referencedColumns: ["id"]
          },
        ]
      }
      programs: {
        Row: {
          client_id: string | null
          created_at: string
          created_by: string
          deload_percent: number
          deload_target: string
          deload_weeks: number[]
          description: string | null
          difficulty: string | null
          duration_weeks: number | null
          flex_schedule: boolean
          goals: string[]
          id: string
          name: string
          source_program_id: string | null
          start_date: string | null
          starting_workout_index: number
          status: Database["public"]["Enums"]["program_status"]
          training_styles: string[]
          updated_at: string
        }
        Insert: {
          client_id?: string | null
          created_at?: string
          created_by: string
          deload_percent?: number
          deload_target?: string
          deload_weeks?: number[]
          description?: string | null
          difficulty?: string | null
          duration_weeks?: number | null
          flex_schedule?: boolean
          goals?: string[]
          id?: string
          name: string
          source_program_id?: string | null
          start_date?: string | null
          starting_workout_index?: number
          status?: Database["public"]["Enums"]["program_status"]
          training_styles?: string[]
          updated_at?: string
        }
        Update: {
          client_id?: string | null
          created_at?: string
          created_by?: string
          deload_percent?: number
          deload_target?: string
          deload_weeks?: number[]
          description?: string | null
          difficulty?: string | null
          duration_weeks?: number | null
          flex_schedule?: boolean
          goals?: string[]
          id?: string
          name?: string
          source_program_id?: string | null
          start_date?: string | null
          starting_workout_index?: number
          status?: Database["public"]["Enums"]["program_status"]
          training_styles?: string[]
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "programs_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "programs_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "programs_source_program_id_fkey"
            columns: ["source_program_id"]
            isOneToOne: false
            referencedRelation: "programs"
            referencedColumns: ["id"]
          },
        ]
      }
      progress_photos: {
        Row: {
          back_photo: string | null
          body_weight: number | null
          created_at: string
          date: string
          front_photo: string | null
          id: string
          notes: string | null
          side_photo: string | null
          user_id: string
        }
        Insert: {
          back_photo?: string | null
          body_weight?: number | null
          created_at?: string
          date?: string
          front_photo?: string | null
          id?: string
          notes?: string | null
          side_photo?: string | null
          user_id: string
        }
        Update: {
          back_photo?: string | null
          body_weight?: number | null
          created_at?: string
          date?: string
          front_photo?: string | null
          id?: string
          notes?: string | null
          side_photo?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "progress_photos_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      push_subscriptions: {
        Row: {
          auth: string
          created_at: string
          device_label: string | null
          endpoint: string
          failure_count: number
          id: string
          kinds: string[]
          last_success_at: string | null
          p256dh: string
          user_id: string
        }
        Insert: {
          auth: string
          created_at?: string
          device_label?: string | null
          endpoint: string
          failure_count?: number
          id?: string
          kinds?: string[]
          last_success_at?: string | null
          p256dh: string
          user_id: string
        }
        Update: {
          auth?: string
          created_at?: string
          device_label?: string | null
          endpoint?: string
          failure_count?: number
          id?: string
          kinds?: string[]
          last_success_at?: string | null
          p256dh?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "push_subscriptions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      refunds: {
        Row: {
          amount_minor: number
          completed_at: string | null
          created_at: string
          created_by: string | null
          credits_removed: number
          id: string
          order_id: string
          provider_refund_id: string | null
          reason: string | null
          status: Database["public"]["Enums"]["refund_status"]
        }
        Insert: {
          amount_minor: number
          completed_at?: string | null
          created_at?: string
          created_by?: string | null
          credits_removed?: number
          id?: string
          order_id: string
          provider_refund_id?: string | null
          reason?: string | null
          status?: Database["public"]["Enums"]["refund_status"]
        }
        Update: {
          amount_minor?: number
          completed_at?: string | null
          created_at?: string
          created_by?: string | null
          credits_removed?: number
          id?: string
          order_id?: string
          provider_refund_id?: string | null
          reason?: string | null
          status?: Database["public"]["Enums"]["refund_status"]
        }
        Relationships: [
          {
            foreignKeyName: "refunds_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "refunds_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: false
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
        ]
      }
      saved_replies: {
        Row: {
          body: string
          created_at: string
          id: string
          title: string
          trainer_id: string
          updated_at: string
        }
        Insert: {
          body: string
          created_at?: string
          id?: string
          title: string
          trainer_id?: string
          updated_at?: string
        }
        Update: {
          body?: string
          created_at?: string
          id?: string
          title?: string
          trainer_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "saved_replies_trainer_id_fkey"
            columns: ["trainer_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      service_credit_categories: {
        Row: {
          category_id: string
          created_at: string
          id: string
          service_id: string
        }
        Insert: {
          category_id: string
          created_at?: string
          id?: string
          service_id: string
        }
        Update: {
          category_id?: string
          created_at?: string
          id?: string
          service_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "service_credit_categories_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "credit_categories"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "service_credit_categories_service_id_fkey"
            columns: ["service_id"]
            isOneToOne: false
            referencedRelation: "services"
            referencedColumns: ["id"]
          },
        ]
      }
      service_sessions: {
        Row: {
          buffer_after_minutes: number
          buffer_before_minutes: number
          busy: unknown
          cancelled_at: string | null
          capacity: number
          created_at: string
          created_by: string | null
          ends_at: string
          id: string
          seats_taken: number
          series_id: string | null
          service_id: string
          starts_at: string
          status: Database["public"]["Enums"]["session_status"]
          trainer_id: string
          updated_at: string
        }
        Insert: {
          buffer_after_minutes?: number
          buffer_before_minutes?: number
          busy: unknown
          cancelled_at?: string | null
          capacity: number
          created_at?: string
          created_by?: string | null
          ends_at: string
          id?: string
          seats_taken?: number
          series_id?: string | null
          service_id: string
          starts_at: string
          status?: Database["public"]["Enums"]["session_status"]
          trainer_id: string
          updated_at?: string
        }
        Update: {
          buffer_after_minutes?: number
          buffer_before_minutes?: number
          busy?: unknown
          cancelled_at?: string | null
          capacity?: number
          created_at?: string
          created_by?: string | null
          ends_at?: string
          id?: string
          seats_taken?: number
          series_id?: string | null
          service_id?: string
          starts_at?: string
          status?: Database["public"]["Enums"]["session_status"]
          trainer_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "service_sessions_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "service_sessions_service_id_fkey"
            columns: ["service_id"]
            isOneToOne: false
            referencedRelation: "services"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "service_sessions_trainer_id_fkey"
            columns: ["trainer_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      service_trainers: {
        Row: {
          created_at: string
          id: string
          service_id: string
          trainer_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          service_id: string
          trainer_id: string
        }
        Update: {
          created_at?: string
          id?: string
          service_id?: string
          trainer_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "service_trainers_service_id_fkey"
            columns: ["service_id"]
            isOneToOne: false
            referencedRelation: "services"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "service_trainers_trainer_id_fkey"
            columns: ["trainer_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      services: {
        Row: {
          allowed_client_types: string[] | null
          buffer_after_minutes: number
          buffer_before_minutes: number
          capacity: number
          colour: string
          created_at: string
          created_by: string | null
          description: string
          drop_in_price_minor: number | null
          duration_minutes: number
          id: string
          is_archived: boolean
          location: Database["public"]["Enums"]["service_location"]
          name: string
          updated_at: string
          video_url: string | null
        }
        Insert: {
          allowed_client_types?: string[] | null
          buffer_after_minutes?: number
          buffer_before_minutes?: number
          capacity?: number
          colour?: string
          created_at?: string
          created_by?: string | null
          description?: string
          drop_in_price_minor?: number | null
          duration_minutes: number
          id?: string
          is_archived?: boolean
          location?: Database["public"]["Enums"]["service_location"]
          name: string
          updated_at?: string
          video_url?: string | null
        }
        Update: {
          allowed_client_types?: string[] | null
          buffer_after_minutes?: number
          buffer_before_minutes?: number
          capacity?: number
          colour?: string
          created_at?: string
          created_by?: string | null
          description?: string
          drop_in_price_minor?: number | null
          duration_minutes?: number
          id?: string
          is_archived?: boolean
          location?: Database["public"]["Enums"]["service_location"]
          name?: string
          updated_at?: string
          video_url?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "services_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      studio_settings: {
        Row: {
          cancel_window_minutes: number
          check_in_allows_booking: boolean
          check_in_allows_credits: boolean
          check_in_allows_membership: boolean
          check_in_repeat_minutes: number
          client_booking_mode: Database["public"]["Enums"]["client_booking_mode"]
          currency: string
          drop_in_valid_days: number
          id: number
          late_cancel_fee_minor: number
          late_cancel_outcome: Database["public"]["Enums"]["penalty_outcome"]
          max_advance_days: number
          max_bookings_per_day: number | null
          max_bookings_per_week: number | null
          max_upcoming_bookings: number | null
          min_notice_minutes: number
          no_show_fee_minor: number
          no_show_outcome: Database["public"]["Enums"]["penalty_outcome"]
          past_due_grace_days: number
          reminder_hours: number[]
          studio_code: string
          time_zone: string
          updated_at: string
          week_start: number
        }
        Insert: {
          cancel_window_minutes?: number
          check_in_allows_booking?: boolean
          check_in_allows_credits?: boolean
          check_in_allows_membership?: boolean
          check_in_repeat_minutes?: number
          client_booking_mode?: Database["public"]["Enums"]["client_booking_mode"]
          currency?: string
          drop_in_valid_days?: number
          id?: number
          late_cancel_fee_minor?: number
          late_cancel_outcome?: Database["public"]["Enums"]["penalty_outcome"]
          max_advance_days?: number
          max_bookings_per_day?: number | null
          max_bookings_per_week?: number | null
          max_upcoming_bookings?: number | null
          min_notice_minutes?: number
          no_show_fee_minor?: number
          no_show_outcome?: Database["public"]["Enums"]["penalty_outcome"]
          past_due_grace_days?: number
          reminder_hours?: number[]
          studio_code?: string
          time_zone?: string
          updated_at?: string
          week_start?: number
        }
        Update: {
          cancel_window_minutes?: number
          check_in_allows_booking?: boolean
          check_in_allows_credits?: boolean
          check_in_allows_membership?: boolean
          check_in_repeat_minutes?: number
          client_booking_mode?: Database["public"]["Enums"]["client_booking_mode"]
          currency?: string
          drop_in_valid_days?: number
          id?: number
          late_cancel_fee_minor?: number
          late_cancel_outcome?: Database["public"]["Enums"]["penalty_outcome"]
          max_advance_days?: number
          max_bookings_per_day?: number | null
          max_bookings_per_week?: number | null
          max_upcoming_bookings?: number | null
          min_notice_minutes?: number
          no_show_fee_minor?: number
          no_show_outcome?: Database["public"]["Enums"]["penalty_outcome"]
          past_due_grace_days?: number
          reminder_hours?: number[]
          studio_code?: string
          time_zone?: string
          updated_at?: string
          week_start?: number
        }
        Relationships: []
      }
      trainer_blockouts: {
        Row: {
          created_at: string
          ends_at: string
          id: string
          reason: string
          starts_at: string
          trainer_id: string
        }
        Insert: {
          created_at?: string
          ends_at: string
          id?: string
          reason?: string
          starts_at: string
          trainer_id: string
        }
        Update: {
          created_at?: string
          ends_at?: string
          id?: string
          reason?: string
          starts_at?: string
          trainer_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "trainer_blockouts_trainer_id_fkey"
            columns: ["trainer_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      trainer_date_overrides: {
        Row: {
          created_at: string
          end_time: string | null
          id: string
          note: string
          on_date: string
          start_time: string | null
          trainer_id: string
        }
        Insert: {
          created_at?: string
          end_time?: string | null
          id?: string
          note?: string
          on_date: string
          start_time?: string | null
          trainer_id: string
        }
        Update: {
          created_at?: string
          end_time?: string | null
          id?: string
          note?: string
          on_date?: string
          start_time?: string | null
          trainer_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "trainer_date_overrides_trainer_id_fkey"
            columns: ["trainer_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      trainer_hours: {
        Row: {
          created_at: string
          end_time: string
          id: string
          start_time: string
          trainer_id: string
          weekday: number
        }
        Insert: {
          created_at?: string
          end_time: string
          id?: string
          start_time: string
          trainer_id: string
          weekday: number
        }
        Update: {
          created_at?: string
          end_time?: string
          id?: string
          start_time?: string
          trainer_id?: string
          weekday?: number
        }
        Relationships: [
          {
            foreignKeyName: "trainer_hours_trainer_id_fkey"
            columns: ["trainer_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      trainer_join_codes: {
        Row: {
          code: string
          created_at: string
          trainer_id: string
        }
        Insert: {
          code: string
          created_at?: string
          trainer_id: string
        }
        Update: {
          code?: string
          created_at?: string
          trainer_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "trainer_join_codes_trainer_id_fkey"
            columns: ["trainer_id"]
            isOneToOne: true
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      trainer_join_requests: {
        Row: {
          client_id: string
          client_type: Database["public"]["Enums"]["client_type"] | null
          created_at: string
          decided_at: string | null
          decided_by: string | null
          id: string
          status: Database["public"]["Enums"]["join_request_status"]
          trainer_id: string
        }
        Insert: {
          client_id: string
          client_type?: Database["public"]["Enums"]["client_type"] | null
          created_at?: string
          decided_at?: string | null
          decided_by?: string | null
          id?: string
          status?: Database["public"]["Enums"]["join_request_status"]
          trainer_id: string
        }
        Update: {
          client_id?: string
          client_type?: Database["public"]["Enums"]["client_type"] | null
          created_at?: string
          decided_at?: string | null
          decided_by?: string | null
          id?: string
          status?: Database["public"]["Enums"]["join_request_status"]
          trainer_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "trainer_join_requests_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "trainer_join_requests_decided_by_fkey"
            columns: ["decided_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "trainer_join_requests_trainer_id_fkey"
            columns: ["trainer_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      trainer_tasks: {
        Row: {
          client_id: string | null
          created_at: string
          done_at: string | null
          due_at: string | null
          id: string
          step_run_id: string | null
          title: string
          trainer_id: string
        }
        Insert: {
          client_id?: string | null
          created_at?: string
          done_at?: string | null
          due_at?: string | null
          id?: string
          step_run_id?: string | null
          title: string
          trainer_id: string
        }
        Update: {
          client_id?: string | null
          created_at?: string
          done_at?: string | null
          due_at?: string | null
          id?: string
          step_run_id?: string | null
          title?: string
          trainer_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "trainer_tasks_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "trainer_tasks_step_run_id_fkey"
            columns: ["step_run_id"]
            isOneToOne: false
            referencedRelation: "automation_step_runs"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "trainer_tasks_trainer_id_fkey"
            columns: ["trainer_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      users: {
        Row: {
          assigned_to: string | null
          avatar_url: string | null
          client_type: Database["public"]["Enums"]["client_type"] | null
          created_at: string
          cycle_shared_with_trainer: boolean
          cycle_tracking_enabled: boolean
          email: string | null
          first_name: string
          gender: string | null
          id: string
          last_name: string
          name: string | null
          onboarding_dismissed_at: string | null
          phone: string | null
          role: Database["public"]["Enums"]["app_role"]
          staff_role: Database["public"]["Enums"]["staff_role"] | null
          status: Database["public"]["Enums"]["account_status"]
          updated_at: string
          weight_unit: string | null
        }
        Insert: {
          assigned_to?: string | null
          avatar_url?: string | null
          client_type?: Database["public"]["Enums"]["client_type"] | null
          created_at?: string
          cycle_shared_with_trainer?: boolean
          cycle_tracking_enabled?: boolean
          email?: string | null
          first_name?: string
          gender?: string | null
          id: string
          last_name?: string
          name?: never
          onboarding_dismissed_at?: string | null
          phone?: string | null
          role?: Database["public"]["Enums"]["app_role"]
          staff_role?: Database["public"]["Enums"]["staff_role"] | null
          status?: Database["public"]["Enums"]["account_status"]
          updated_at?: string
          weight_unit?: string | null
        }
        Update: {
          assigned_to?: string | null
          avatar_url?: string | null
          client_type?: Database["public"]["Enums"]["client_type"] | null
          created_at?: string
          cycle_shared_with_trainer?: boolean
          cycle_tracking_enabled?: boolean
          email?: string | null
          first_name?: string
          gender?: string | null
          id?: string
          last_name?: string
          name?: never
          onboarding_dismissed_at?: string | null
          phone?: string | null
          role?: Database["public"]["Enums"]["app_role"]
          staff_role?: Database["public"]["Enums"]["staff_role"] | null
          status?: Database["public"]["Enums"]["account_status"]
          updated_at?: string
          weight_unit?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "users_assigned_to_fkey"
            columns: ["assigned_to"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      waitlist_entries: {
        Row: {
          client_id: string
          id: string
          joined_at: string
          left_at: string | null
          promoted_at: string | null
          promoted_booking_id: string | null
          seq: number
          session_id: string
          status: Database["public"]["Enums"]["waitlist_status"]
        }
        Insert: {
          client_id: string
          id?: string
          joined_at?: string
          left_at?: string | null
          promoted_at?: string | null
          promoted_booking_id?: string | null
          seq?: never
          session_id: string
          status?: Database["public"]["Enums"]["waitlist_status"]
        }
        Update: {
          client_id?: string
          id?: string
          joined_at?: string
          left_at?: string | null
          promoted_at?: string | null
          promoted_booking_id?: string | null
          seq?: never
          session_id?: string
          status?: Database["public"]["Enums"]["waitlist_status"]
        }
        Relationships: [
          {
            foreignKeyName: "waitlist_entries_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "waitlist_entries_promoted_booking_id_fkey"
            columns: ["promoted_booking_id"]
            isOneToOne: false
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "waitlist_entries_session_id_fkey"
            columns: ["session_id"]
            isOneToOne: false
            referencedRelation: "service_sessions"
            referencedColumns: ["id"]
          },
        ]
      }
      weekly_check_ins: {
        Row: {
          answers: Json
          client_id: string
          id: string
          message_id: string | null
          photo_path: string | null
          questions: Json
          submitted_at: string
          trainer_id: string | null
          week_start: string
        }
        Insert: {
          answers?: Json
          client_id?: string
          id: string
          message_id?: string | null
          photo_path?: string | null
          questions: Json
          submitted_at?: string
          trainer_id?: string | null
          week_start: string
        }
        Update: {
          answers?: Json
          client_id?: string
          id?: string
          message_id?: string | null
          photo_path?: string | null
          questions?: Json
          submitted_at?: string
          trainer_id?: string | null
          week_start?: string
        }
        Relationships: [
          {
            foreignKeyName: "weekly_check_ins_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "weekly_check_ins_message_id_fkey"
            columns: ["message_id"]
            isOneToOne: false
            referencedRelation: "messages"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "weekly_check_ins_trainer_id_fkey"
            columns: ["trainer_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      workout_exercises: {
        Row: {
          created_at: string
          duration: number | null
          exercise_id: string
          group_key: string | null
          id: string
          is_time_based: boolean
          notes: string | null
          order: number
          rep_is_range: boolean
          rep_max: number | null
          rep_min: number | null
          rep_single: number | null
          rest_time: number | null
          sets: number
          tempo: string | null
          weight: number | null
          workout_id: string
        }
        Insert: {
          created_at?: string
          duration?: number | null
          exercise_id: string
          group_key?: string | null
          id?: string
          is_time_based?: boolean
          notes?: string | null
          order?: number
          rep_is_range?: boolean
          rep_max?: number | null
          rep_min?: number | null
          rep_single?: number | null
          rest_time?: number | null
          sets?: number
          tempo?: string | null
          weight?: number | null
          workout_id: string
        }
        Update: {
          created_at?: string
          duration?: number | null
          exercise_id?: string
          group_key?: string | null
          id?: string
          is_time_based?: boolean
          notes?: string | null
          order?: number
          rep_is_range?: boolean
          rep_max?: number | null
          rep_min?: number | null
          rep_single?: number | null
          rest_time?: number | null
          sets?: number
          tempo?: string | null
          weight?: number | null
          workout_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "workout_exercises_exercise_id_fkey"
            columns: ["exercise_id"]
            isOneToOne: false
            referencedRelation: "exercises"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "workout_exercises_workout_id_fkey"
            columns: ["workout_id"]
            isOneToOne: false
            referencedRelation: "workouts"
            referencedColumns: ["id"]
          },
        ]
      }
      workout_log_comments: {
        Row: {
          author_id: string | null
          body: string
          client_id: string
          created_at: string
          edited_at: string | null
          id: string
          log_id: string
          updated_at: string
        }
        Insert: {
          author_id?: string | null
          body: string
          client_id: string
          created_at?: string
          edited_at?: string | null
          id?: string
          log_id: string
          updated_at?: string
        }
        Update: {
          author_id?: string | null
          body?: string
          client_id?: string
          created_at?: string
          edited_at?: string | null
          id?: string
          log_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "workout_log_comments_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "workout_log_comments_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "workout_log_comments_log_id_fkey"
            columns: ["log_id"]
            isOneToOne: false
            referencedRelation: "workout_logs"
            referencedColumns: ["id"]
          },
        ]
      }
      workout_log_sets: {
        Row: {
          completed: boolean
          created_at: string
          distance_m: number | null
          duration_seconds: number | null
          exercise_id: string
          id: string
          is_warmup: boolean
          log_id: string
          notes: string | null
          performed_at: string
          reps: number | null
          revision: number
          rpe: number | null
          set_number: number
          user_id: string
          weight: number | null
          workout_exercise_id: string | null
        }
        Insert: {
          completed?: boolean
          created_at?: string
          distance_m?: number | null
          duration_seconds?: number | null
          exercise_id: string
          id: string
          is_warmup?: boolean
          log_id: string
          notes?: string | null
          performed_at?: string
          reps?: number | null
          revision?: number
          rpe?: number | null
          set_number: number
          user_id: string
          weight?: number | null
          workout_exercise_id?: string | null
        }
        Update: {
          completed?: boolean
          created_at?: string
          distance_m?: number | null
          duration_seconds?: number | null
          exercise_id?: string
          id?: string
          is_warmup?: boolean
          log_id?: string
          notes?: string | null
          performed_at?: string
          reps?: number | null
          revision?: number
          rpe?: number | null
          set_number?: number
          user_id?: string
          weight?: number | null
          workout_exercise_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "workout_log_sets_exercise_id_fkey"
            columns: ["exercise_id"]
            isOneToOne: false
            referencedRelation: "exercises"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "workout_log_sets_log_id_fkey"
            columns: ["log_id"]
            isOneToOne: false
            referencedRelation: "workout_logs"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "workout_log_sets_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      workout_logs: {
        Row: {
          completed_at: string | null
          created_at: string
          duration_seconds: number | null
          id: string
          notes: string | null
          session_id: string | null
          started_at: string | null
          total_volume: number
          user_id: string
          workout_id: string | null
          workout_name: string
        }
        Insert: {
          completed_at?: string | null
          created_at?: string
          duration_seconds?: number | null
          id: string
          notes?: string | null
          session_id?: string | null
          started_at?: string | null
          total_volume?: number
          user_id: string
          workout_id?: string | null
          workout_name?: string
        }
        Update: {
          completed_at?: string | null
          created_at?: string
          duration_seconds?: number | null
          id?: string
          notes?: string | null
          session_id?: string | null
          started_at?: string | null
          total_volume?: number
          user_id?: string
          workout_id?: string | null
          workout_name?: string
        }
        Relationships: [
          {
            foreignKeyName: "workout_logs_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "workout_logs_workout_id_fkey"
            columns: ["workout_id"]
            isOneToOne: false
            referencedRelation: "workouts"
            referencedColumns: ["id"]
          },
        ]
      }
      workout_sessions: {
        Row: {
          completed_at: string | null
          id: string
          revision: number
          started_at: string
          state: Json
          status: Database["public"]["Enums"]["workout_session_status"]
          updated_at: string
          user_id: string
          workout_id: string | null
          workout_name: string
        }
        Insert: {
          completed_at?: string | null
          id?: string
          revision?: number
          started_at?: string
          state?: Json
          status?: Database["public"]["Enums"]["workout_session_status"]
          updated_at?: string
          user_id: string
          workout_id?: string | null
          workout_name?: string
        }
        Update: {
          completed_at?: string | null
          id?: string
          revision?: number
          started_at?: string
          state?: Json
          status?: Database["public"]["Enums"]["workout_session_status"]
          updated_at?: string
          user_id?: string
          workout_id?: string | null
          workout_name?: string
        }
        Relationships: [
          {
            foreignKeyName: "workout_sessions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "workout_sessions_workout_id_fkey"
            columns: ["workout_id"]
            isOneToOne: false
            referencedRelation: "workouts"
            referencedColumns: ["id"]
          },
        ]
      }
      workouts: {
        Row: {
          client_id: string | null
          created_at: string
          created_by: string
          description: string | null
          difficulty: string
          equipment: string[]
          estimated_duration: number | null
          id: string
          is_ai_generated: boolean
          is_archived: boolean
          muscle_groups: string[]
          name: string
          revision: number
          updated_at: string
          workout_type: string
        }
        Insert: {
          client_id?: string | null
          created_at?: string
          created_by: string
          description?: string | null
          difficulty?: string
          equipment?: string[]
          estimated_duration?: number | null
          id?: string
          is_ai_generated?: boolean
          is_archived?: boolean
          muscle_groups?: string[]
          name: string
          revision?: number
          updated_at?: string
          workout_type?: string
        }
        Update: {
          client_id?: string | null
          created_at?: string
          created_by?: string
          description?: string | null
          difficulty?: string
          equipment?: string[]
          estimated_duration?: number | null
          id?: string
          is_ai_generated?: boolean
          is_archived?: boolean
          muscle_groups?: string[]
          name?: string
          revision?: number
          updated_at?: string
          workout_type?: string
        }
        Relationships: [
          {
            foreignKeyName: "workouts_client_id_fkey"
            columns: ["client_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "workouts_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      accept_invitation: {
        Args: {
          p_token: string
        }
        Returns: {
          client_type: Database["public"]["Enums"]["client_type"]
          trainer_id: string
        }[]
      }
      access_status: {
        Args: {
          p_client_id?: string
        }
        Returns: Json
      }
      adjust_credits: {
        Args: {
          p_category_id: string
          p_client_id: string
          p_delta: number
          p_expires_at?: string
          p_note: string
        }
        Returns: number
      }
      answer_booking_request: {
        Args: {
          p_accept: boolean
          p_booking_id: string
        }
        Returns: Database["public"]["Tables"]["bookings"]["Row"]
      }
      answer_join_request: {
        Args: {
          p_accept: boolean
          p_client_type?: Database["public"]["Enums"]["client_type"]
          p_request_id: string
        }
        Returns: undefined
      }
      apply_payment_event: {
        Args: {
          p_data: Json
          p_event_id: string
          p_provider: string
          p_type: string
        }
        Returns: string
      }
      assign_program: {
        Args: {
          p_client_ids: string[]
          p_program_id: string
        }
        Returns: string[]
      }
      attach_checkout: {
        Args: {
          p_checkout_id: string
          p_order_id: string
          p_provider: string
        }
        Returns: Database["public"]["Tables"]["orders"]["Row"]
      }
      author_names: {
        Args: {
          p_ids: string[]
        }
        Returns: {
          id: string
          name: string
        }[]
      }
      automation_flow_preview: {
        Args: {
          p_flow_id: string
        }
        Returns: {
          client_id: string
          name: string
          reason: string
        }[]
      }
      automation_flow_timeline: {
        Args: {
          p_flow_id: string
        }
        Returns: {
          action: Database["public"]["Enums"]["automation_action"]
          client_id: string
          client_name: string
          due_at: string
          enrolment_id: string
          enrolment_status: Database["public"]["Enums"]["automation_enrolment_status"]
          last_error: string
          position: number
          ran_at: string
          run_status: Database["public"]["Enums"]["automation_run_status"]
          step_id: string
        }[]
      }
      book_appointment: {
        Args: {
          p_client_id?: string
          p_note?: string
          p_override?: boolean
          p_service_id: string
          p_starts_at: string
          p_trainer_id: string
        }
        Returns: Database["public"]["Tables"]["bookings"]["Row"]
      }
      book_class: {
        Args: {
          p_client_id?: string
          p_override?: boolean
          p_session_id: string
        }
        Returns: Database["public"]["Tables"]["bookings"]["Row"]
      }
      book_series: {
        Args: {
          p_client_id?: string
          p_first_date: string
          p_local_time: string
          p_override?: boolean
          p_service_id: string
          p_trainer_id: string
          p_until?: string
          p_weekdays: number[]
          p_weeks?: number
        }
        Returns: {
          booking_id: string
          local_date: string
          message: string
          occurrence: number
          result: string
          starts_at: string
        }[]
      }
      bookable_trainer_names: {
        Args: {
          p_trainer_ids: string[]
        }
        Returns: {
          first_name: string
          id: string
        }[]
      }
      broadcast_audience: {
        Args: {
          p_audience: string
          p_client_ids?: string[]
          p_client_type?: Database["public"]["Enums"]["client_type"]
          p_program_id?: string
          p_tag_id?: string
        }
        Returns: {
          first_name: string
          id: string
          last_name: string
        }[]
      }
      cancel_booking: {
        Args: {
          p_booking_id: string
          p_reason?: string
          p_waive_penalty?: boolean
        }
        Returns: Database["public"]["Tables"]["bookings"]["Row"]
      }
      cancel_following: {
        Args: {
          p_booking_id: string
          p_reason?: string
          p_waive_penalty?: boolean
        }
        Returns: Database["public"]["Tables"]["bookings"]["Row"][]
      }
      check_in: {
        Args: {
          p_code: string
          p_method: string
        }
        Returns: Json
      }
      check_in_manual: {
        Args: {
          p_client_id: string
          p_override?: boolean
        }
        Returns: Json
      }
      claim_push_deliveries: {
        Args: {
          p_limit?: number
          p_now?: string
        }
        Returns: {
          attempts: number
          auth: string
          body: string
          delivery_id: string
          endpoint: string
          kind: string
          link: string
          notification_id: string
          p256dh: string
          title: string
        }[]
      }
      client_roster_signals: {
        Args: {
          p_as_of?: string
          p_client_ids?: string[]
        }
        Returns: {
          client_id: string
          client_type: Database["public"]["Enums"]["client_type"]
          compliance_30: number
          compliance_7: number
          compliance_90: number
          days_since_last_visit: number
          days_since_last_workout: number
          email: string
          first_name: string
          flex_schedule: boolean
          joined_at: string
          last_name: string
          last_visit_at: string
          last_workout_at: string
          missed_days: number
          name: string
          new_prs: number
          phone: string
          program_id: string
          program_name: string
          stalled_lifts: string[]
          status: Database["public"]["Enums"]["account_status"]
          trainer_id: string
          trainer_name: string
          week_done: number
          week_expected: number
        }[]
      }
      complete_refund: {
        Args: {
          p_provider_refund_id: string
          p_refund_id: string
          p_succeeded: boolean
        }
        Returns: Database["public"]["Tables"]["refunds"]["Row"]
      }
      complete_workout_session: {
        Args: {
          p_log: Json
          p_removed?: Json
          p_sets: Json
        }
        Returns: Database["public"]["Tables"]["workout_logs"]["Row"]
      }
      create_calendar_feed_token: {
        Args: Record<PropertyKey, never>
        Returns: string
      }
      create_client_invitation: {
        Args: {
          p_client_type?: Database["public"]["Enums"]["client_type"]
          p_email?: string
          p_phone?: string
          p_trainer_id?: string
        }
        Returns: {
          code: string
          expires_at: string
          id: string
          token: string
        }[]
      }
      credit_balances: {
        Args: {
          p_client_id?: string
        }
        Returns: {
          category_id: string
          category_name: string
          next_expiry: string
          remaining: number
          service_id: string
          service_name: string
          unlimited: boolean
        }[]
      }
      forgive_booking: {
        Args: {
          p_booking_id: string
          p_note?: string
        }
        Returns: Database["public"]["Tables"]["bookings"]["Row"]
      }
      free_slots: {
        Args: {
          p_from: string
          p_interval_minutes?: number
          p_service_id: string
          p_to: string
          p_trainer_id: string
        }
        Returns: {
          ends_at: string
          starts_at: string
        }[]
      }
      import_workout_history: {
        Args: {
          p_commit?: boolean
          p_rows: Json
        }
        Returns: Json
      }
      invitation_preview: {
        Args: {
          p_token: string
        }
        Returns: {
          client_type: Database["public"]["Enums"]["client_type"]
          email: string
          expires_at: string
          phone: string
          status: Database["public"]["Enums"]["invitation_status"]
          trainer_name: string
        }[]
      }
      join_waitlist: {
        Args: {
          p_client_id?: string
          p_session_id: string
        }
        Returns: {
          entry_id: string
          session_id: string
          waitlist_position: number
        }[]
      }
      leave_waitlist: {
        Args: {
          p_client_id?: string
          p_session_id: string
        }
        Returns: number
      }
      mark_attendance: {
        Args: {
          p_booking_id: string
          p_status: string
        }
        Returns: Database["public"]["Tables"]["bookings"]["Row"]
      }
      mark_notifications_read: {
        Args: {
          p_ids?: string[]
        }
        Returns: number
      }
      mark_thread_read: {
        Args: {
          other: string
        }
        Returns: number
      }
      message_contacts: {
        Args: Record<PropertyKey, never>
        Returns: {
          id: string
          name: string
          role: Database["public"]["Enums"]["app_role"]
        }[]
      }
      message_threads: {
        Args: Record<PropertyKey, never>
        Returns: {
          last_at: string
          last_body: string
          last_read_at: string
          last_sender_id: string
          other_id: string
          other_name: string
          other_role: Database["public"]["Enums"]["app_role"]
          unread_count: number
        }[]
      }
      move_booking: {
        Args: {
          p_booking_id: string
          p_override?: boolean
          p_starts_at: string
          p_trainer_id?: string
        }
        Returns: Database["public"]["Tables"]["bookings"]["Row"]
      }
      move_clients: {
        Args: {
          p_client_ids: string[]
          p_trainer_id: string
        }
        Returns: number
      }
      my_access_key: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      my_join_code: {
        Args: {
          p_regenerate?: boolean
        }
        Returns: string
      }
      my_weekly_check_in: {
        Args: Record<PropertyKey, never>
        Returns: {
          answered_at: string
          answered_id: string
          due_now: boolean
          due_on: string
          due_weekday: number
          form_id: string
          questions: Json
          week_start: string
        }[]
      }
      payments_report: {
        Args: {
          p_bucket?: string
          p_from: string
          p_to: string
        }
        Returns: Json
      }
      pending_join_requests: {
        Args: Record<PropertyKey, never>
        Returns: {
          client_id: string
          created_at: string
          email: string
          id: string
          name: string
          phone: string
          trainer_id: string
        }[]
      }
      preview_checkout: {
        Args: {
          p_discount_code?: string
          p_kind: Database["public"]["Enums"]["order_kind"]
          p_product_id: string
        }
        Returns: Json
      }
      push_program_to_clients: {
        Args: {
          p_program_id: string
        }
        Returns: string[]
      }
      record_door_opened: {
        Args: {
          p_check_in_id: string
          p_door_id: string
        }
        Returns: undefined
      }
      redeem_code: {
        Args: {
          p_code: string
        }
        Returns: {
          kind: string
          trainer_name: string
        }[]
      }
      renew_access_key: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      request_refund: {
        Args: {
          p_amount_minor: number
          p_credits_to_remove?: number
          p_order_id: string
          p_reason?: string
        }
        Returns: Database["public"]["Tables"]["refunds"]["Row"]
      }
      resend_client_invitation: {
        Args: {
          p_invitation_id: string
        }
        Returns: {
          code: string
          expires_at: string
          id: string
          token: string
        }[]
      }
      revoke_access_key: {
        Args: {
          p_client_id: string
          p_reason?: string
        }
        Returns: undefined
      }
      revoke_calendar_feed_token: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      revoke_client_invitation: {
        Args: {
          p_invitation_id: string
        }
        Returns: undefined
      }
      run_automations: {
        Args: {
          p_now?: string
        }
        Returns: Json
      }
      run_payment_housekeeping: {
        Args: {
          p_now?: string
        }
        Returns: Json
      }
      save_ai_workout: {
        Args: {
          p_exercises: Json
          p_workout: Json
        }
        Returns: Database["public"]["Tables"]["workouts"]["Row"]
      }
      save_automation_flow: {
        Args: {
          p_flow: Json
          p_revision?: number
          p_steps: Json
        }
        Returns: string
      }
      save_program: {
        Args: {
          p_program: Json
        }
        Returns: Database["public"]["Tables"]["programs"]["Row"]
      }
      save_push_subscription: {
        Args: {
          p_auth: string
          p_device_label?: string
          p_endpoint: string
          p_kinds?: string[]
          p_p256dh: string
        }
        Returns: string
      }
      save_workout: {
        Args: {
          p_exercises: Json
          p_expected_revision?: number
          p_workout: Json
        }
        Returns: Database["public"]["Tables"]["workouts"]["Row"]
      }
      schedule_class: {
        Args: {
          p_override?: boolean
          p_service_id: string
          p_starts_at: string
          p_trainer_id: string
        }
        Returns: Database["public"]["Tables"]["service_sessions"]["Row"]
      }
      send_broadcast: {
        Args: {
          p_audience: string
          p_body: string
          p_broadcast_id: string
          p_client_ids?: string[]
          p_client_type?: Database["public"]["Enums"]["client_type"]
          p_program_id?: string
          p_tag_id?: string
        }
        Returns: {
          already_sent: boolean
          recipient_count: number
        }[]
      }
      server_time: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      set_automation_enrolment_status: {
        Args: {
          p_enrolment_id: string
          p_reason?: string
          p_status: string
        }
        Returns: undefined
      }
      set_automation_flow_status: {
        Args: {
          p_flow_id: string
          p_status: string
        }
        Returns: undefined
      }
      set_client_archived: {
        Args: {
          p_archived: boolean
          p_client_id: string
        }
        Returns: Database["public"]["Enums"]["account_status"]
      }
      set_membership_cancel: {
        Args: {
          p_cancel?: boolean
          p_membership_id: string
        }
        Returns: Database["public"]["Tables"]["memberships"]["Row"]
      }
      set_membership_paused: {
        Args: {
          p_membership_id: string
          p_paused?: boolean
        }
        Returns: Database["public"]["Tables"]["memberships"]["Row"]
      }
      set_on_demand_collection_items: {
        Args: {
          p_collection_id: string
          p_item_ids: string[]
          p_revision: number
        }
        Returns: number
      }
      set_trainer_date_override: {
        Args: {
          p_on_date: string
          p_ranges: Json
          p_trainer_id: string
        }
        Returns: Database["public"]["Tables"]["trainer_date_overrides"]["Row"][]
      }
      set_trainer_hours: {
        Args: {
          p_ranges: Json
          p_trainer_id: string
        }
        Returns: Database["public"]["Tables"]["trainer_hours"]["Row"][]
      }
      settle_push_deliveries: {
        Args: {
          p_now?: string
          p_results: Json
        }
        Returns: Json
      }
      start_checkout: {
        Args: {
          p_discount_code?: string
          p_kind: Database["public"]["Enums"]["order_kind"]
          p_product_id: string
          p_return_path?: string
        }
        Returns: Database["public"]["Tables"]["orders"]["Row"]
      }
      submit_weekly_check_in: {
        Args: {
          p_answers: Json
          p_id: string
          p_photo_path?: string
        }
        Returns: string
      }
    }
    Enums: {
      account_status: "active" | "inactive" | "pending"
      app_role: "client" | "staff" | "admin"
      automation_action: "message" | "onboarding_form" | "assign_program" | "assign_collection" | "task"
      automation_enrolment_status: "active" | "paused" | "stopped" | "completed"
      automation_flow_kind: "onboarding" | "autoflow"
      automation_flow_status: "active" | "paused"
      automation_run_status: "pending" | "done" | "failed" | "skipped"
      automation_trigger: "joined" | "missed_workouts" | "no_visit" | "no_workout" | "program_ending" | "membership_expiring" | "membership_past_due" | "credits_low" | "first_booking" | "date"
      billing_interval: "week" | "month" | "year"
      booking_payment: "credit" | "membership" | "unpaid"
      booking_status: "requested" | "booked" | "attended" | "no_show" | "cancelled" | "late_cancelled" | "declined"
      check_in_method: "qr" | "pin" | "manual"
      check_in_reason: "ok" | "override" | "invalid_format" | "unknown_member" | "invalid_code" | "replayed" | "revoked" | "no_key" | "not_a_client" | "no_access" | "membership_expired" | "already_checked_in" | "wrong_studio" | "rate_limited"
      check_in_result: "allowed" | "refused"
      client_booking_mode: "book" | "request" | "staff_only"
      client_type: "programming" | "virtual" | "in-person"
      credit_reason: "grant" | "book" | "cancel_return" | "late_cancel" | "no_show" | "forgive" | "expire" | "refund" | "adjustment"
      discount_kind: "percent" | "amount"
      habit_frequency: "daily" | "weekly"
      invitation_status: "invited" | "accepted" | "expired" | "revoked"
      join_request_status: "pending" | "accepted" | "declined" | "cancelled"
      membership_status: "active" | "past_due" | "paused" | "ended"
      on_demand_audience: "everyone" | "client_type" | "client" | "membership_plan" | "package"
      on_demand_collection_kind: "resources" | "workouts"
      on_demand_kind: "video" | "document" | "image" | "link"
      order_kind: "pack" | "membership" | "drop_in" | "fee"
      order_status: "pending" | "paid" | "failed" | "expired" | "refunded" | "partially_refunded" | "void"
      penalty_outcome: "forfeit_credit" | "fee" | "nothing"
      program_status: "draft" | "active" | "completed" | "archived"
      refund_status: "pending" | "succeeded" | "failed"
      service_location: "in_person" | "virtual"
      session_status: "scheduled" | "cancelled"
      staff_role: "trainer"
      waitlist_status: "waiting" | "promoted" | "left"
      workout_session_status: "active" | "completed"
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DefaultSchema = Database["public"]

/** The Row type of a table or view: `Tables<"exercises">`. */
export type Tables<Name extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])> =
  (DefaultSchema["Tables"] & DefaultSchema["Views"])[Name] extends { Row: infer Row } ? Row : never

/** The Insert type of a table: `TablesInsert<"exercises">`. */
export type TablesInsert<Name extends keyof DefaultSchema["Tables"]> = DefaultSchema["Tables"][Name]["Insert"]

/** The Update type of a table: `TablesUpdate<"exercises">`. */
export type TablesUpdate<Name extends keyof DefaultSchema["Tables"]> = DefaultSchema["Tables"][Name]["Update"]

export type Enums<Name extends keyof DefaultSchema["Enums"]> = DefaultSchema["Enums"][Name]

export type CompositeTypes<Name extends keyof DefaultSchema["CompositeTypes"]> = DefaultSchema["CompositeTypes"][Name]

export const Constants = {
  public: {
    Enums: {
      account_status: ["active", "inactive", "pending"],
      app_role: ["client", "staff", "admin"],
      automation_action: ["message", "onboarding_form", "assign_program", "assign_collection", "task"],
      automation_enrolment_status: ["active", "paused", "stopped", "completed"],
      automation_flow_kind: ["onboarding", "autoflow"],
      automation_flow_status: ["active", "paused"],
      automation_run_status: ["pending", "done", "failed", "skipped"],
      automation_trigger: ["joined", "missed_workouts", "no_visit", "no_workout", "program_ending", "membership_expiring", "membership_past_due", "credits_low", "first_booking", "date"],
      billing_interval: ["week", "month", "year"],
      booking_payment: ["credit", "membership", "unpaid"],
      booking_status: ["requested", "booked", "attended", "no_show", "cancelled", "late_cancelled", "declined"],
      check_in_method: ["qr", "pin", "manual"],
      check_in_reason: ["ok", "override", "invalid_format", "unknown_member", "invalid_code", "replayed", "revoked", "no_key", "not_a_client", "no_access", "membership_expired", "already_checked_in", "wrong_studio", "rate_limited"],
      check_in_result: ["allowed", "refused"],
      client_booking_mode: ["book", "request", "staff_only"],
      client_type: ["programming", "virtual", "in-person"],
      credit_reason: ["grant", "book", "cancel_return", "late_cancel", "no_show", "forgive", "expire", "refund", "adjustment"],
      discount_kind: ["percent", "amount"],
      habit_frequency: ["daily", "weekly"],
      invitation_status: ["invited", "accepted", "expired", "revoked"],
      join_request_status: ["pending", "accepted", "declined", "cancelled"],
      membership_status: ["active", "past_due", "paused", "ended"],
      on_demand_audience: ["everyone", "client_type", "client", "membership_plan", "package"],
      on_demand_collection_kind: ["resources", "workouts"],
      on_demand_kind: ["video", "document", "image", "link"],
      order_kind: ["pack", "membership", "drop_in", "fee"],
      order_status: ["pending", "paid", "failed", "expired", "refunded", "partially_refunded", "void"],
      penalty_outcome: ["forfeit_credit", "fee", "nothing"],
      program_status: ["draft", "active", "completed", "archived"],
      refund_status: ["pending", "succeeded", "failed"],
      service_location: ["in_person", "virtual"],
      session_status: ["scheduled", "cancelled"],
      staff_role: ["trainer"],
      waitlist_status: ["waiting", "promoted", "left"],
      workout_session_status: ["active", "completed"],
    },
  },
} as const
