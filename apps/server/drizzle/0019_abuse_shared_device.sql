-- Abuse flags (issue 13): self-referral by a shared device. The login that finds its device
-- cookie vouching for one of the account's upline agents (identity, device-trust.ts) calls
-- this: the flag is the same self_referral flag as a shared IP or payee name, its evidence
-- gains "device": true. Only an agent that really is an upline of the member is flagged.
CREATE FUNCTION abuse_flag_shared_device(p_member bigint, p_agent bigint)
  RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  flagged integer;
BEGIN
  INSERT INTO abuse_flags (merchant_id, kind, agent_id, member_id, evidence)
  SELECT t.merchant_id, 'self_referral', t.ancestor_id, t.descendant_id,
    jsonb_build_object('device', true)
  FROM agent_tree t
  JOIN members a ON a.id = t.ancestor_id
  WHERE t.descendant_id = p_member AND t.ancestor_id = p_agent AND t.depth >= 1
    AND a.type IN (1, 2, 41, 42)
  ON CONFLICT ON CONSTRAINT abuse_flags_once
    DO UPDATE SET evidence = abuse_flags.evidence || jsonb_build_object('device', true)
    WHERE NOT (abuse_flags.evidence ? 'device');
  GET DIAGNOSTICS flagged = ROW_COUNT;
  RETURN flagged;
END $$;
