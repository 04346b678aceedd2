/**
 * Nothing lost when Reel dies: {@link dev.reel.ui.recovery.Autosave} writes each unsaved document's text into this
 * run's {@link dev.reel.ui.recovery.RecoverySession} folder (locked while the process lives), the next start's
 * {@link dev.reel.ui.recovery.CrashRecovery} finds the sessions of dead processes
 * ({@link dev.reel.ui.recovery.OrphanSessions}) and offers their documents in the
 * {@link dev.reel.ui.recovery.RecoveryDialog}, and {@link dev.reel.ui.recovery.MemoryAlarm} warns and saves
 * recovery copies when the heap runs short. It uses {@code ui.documents}, never the other way round.
 */
package dev.reel.ui.recovery;
