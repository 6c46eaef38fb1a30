Read the article in the chat history and pick its main topic
and the audience it was written for.
/FROM @CHAT
/DEF topic /TYPE str /AS the main topic, in at most five words
/DEF audience /AS who the article was written for
/DEF technical /TYPE bool /AS whether the article assumes expert knowledge

/THEN Summarize the article about @topic for a general reader.
/FROM @topic, @audience, @technical, key numbers /IN @CHAT
/DEF summary /AS three sentences about @topic, free of jargon
/DEF words /TYPE int /AS how many words the summary has
/OUT
A short, friendly summary.
Mention the audience only if it matters.

/THEN Rate how well the summary keeps the article's facts.
/FROM @summary, @CHAT
/DEF score /TYPE float /AS a score from 0.0 (wrong) to 1.0 (faithful)
/OUT One sentence explaining the score.
