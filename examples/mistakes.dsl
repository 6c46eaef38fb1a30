Find the three biggest risks in @plan
/DEF risks /TYPE list /AS the risks, one per line
/DEF ALL
/then Rank @risks by cost
/FROM @risks, @budget, costs /IN
/DEF ranked /AS the risks in order /AS most expensive first
/OUT a numbered list
/FORM @ranked
