import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { z } from 'zod';

/** The parts of supabase/config.toml the embedded backend honours. */
const projectConfigSchema = z.object({
  db: z
    .object({
      seed: z.object({ sql_paths: z.array(z.string()).default(['./seed.sql']) }).default({ sql_paths: ['./seed.sql'] }),
    })
    .default({ seed: { sql_paths: ['./seed.sql'] } }),
  auth: z.object({
    site_url: z.string().url(),
    additional_redirect_urls: z.array(z.string()).default([]),
    jwt_expiry: z.number().int().positive().default(3600),
    minimum_password_length: z.number().int().min(6).default(6),
    rate_limit: z
      .object({
        email_sent: z.number().int().positive().default(2),
        sms_sent: z.number().int().positive().default(30),
        token_refresh: z.number().int().positive().default(150),
        sign_in_sign_ups: z.number().int().positive().default(30),
        token_verifications: z.number().int().positive().default(30),
      })
      .partial()
      .default({}),
    sms: z
      .object({
        test_otp: z.record(z.string(), z.string().regex(/^\d{6}$/)).default({}),
      })
      .default({ test_otp: {} }),
  }),
});

export interface ProjectConfig {
  supabaseDir: string;
  migrationsDir: string;
  seedFiles: string[];
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  minimumPasswordLength: number;
  /** [auth.rate_limit], the settings the hosted project has too. */
  rateLimit: {
    emailSent?: number;
    smsSent?: number;
    tokenRefresh?: number;
    signInSignUps?: number;
    tokenVerifications?: number;
  };
  /** Phone number, digits only as GoTrue stores it, → fixed one-time code. */
  testOtp: Record<string, string>;
}

export function readProjectConfig(supabaseDir: string): ProjectConfig {
  const raw = parse(readFileSync(path.join(supabaseDir, 'config.toml'), 'utf8'));
  const config = projectConfigSchema.parse(raw);
  const testOtp: Record<string, string> = {};
  for (const [phone, code] of Object.entries(config.auth.sms.test_otp)) {
    testOtp[phone.replace(/\D/g, '')] = code;
  }
  return {
    supabaseDir,
    migrationsDir: path.join(supabaseDir, 'migrations'),
    seedFiles: config.db.seed.sql_paths.map((p) => path.resolve(supabaseDir, p)),
    siteUrl: config.auth.site_url,
    additionalRedirectUrls: config.auth.additional_redirect_urls,
    jwtExpiry: config.auth.jwt_expiry,
    minimumPasswordLength: config.auth.minimum_password_length,
    rateLimit: {
      emailSent: config.auth.rate_limit.email_sent,
      smsSent: config.auth.rate_limit.sms_sent,
      tokenRefresh: config.auth.rate_limit.token_refresh,
      signInSignUps: config.auth.rate_limit.sign_in_sign_ups,
      tokenVerifications: config.auth.rate_limit.token_verifications,
    },
    testOtp,
  };
}
